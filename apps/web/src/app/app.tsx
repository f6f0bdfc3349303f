import { BrowserRouter } from 'react-router';
import { ChatLauncher } from '@/features/chatbot-widget/components/chat-launcher';
import { AppErrorBoundary } from './error-screen';
import { AppProviders } from './providers';
import { AppRoutes } from './router';
import { StartupGate } from './startup-gate';

/** The whole app; the router sits outside the providers so they may use its hooks. */
export function App() {
  return (
    <AppErrorBoundary>
      <BrowserRouter>
        <AppProviders>
          <StartupGate>
            <AppRoutes />
            <ChatLauncher />
          </StartupGate>
        </AppProviders>
      </BrowserRouter>
    </AppErrorBoundary>
  );
}
