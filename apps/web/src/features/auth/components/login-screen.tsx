import { useId, useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { cn } from '@/lib/cn';
import { useArrivalFocus } from '@/lib/use-arrival-focus';
import { landingPath, safeReturnUrl } from '../return-url';
import type { LoginResult, SecondStep } from '../session/session-context';
import { useSession } from '../session/use-session';
import { ForgotPasswordForm } from './forgot-password-form';
import { RegisterForm } from './register-form';
import { ResetPasswordForm } from './reset-password-form';
import { SignInForm } from './sign-in-form';
import { TwoFactorCodeStep } from './two-factor-code-step';

type Tab = 'signin' | 'register';

const HEADINGS = {
  signin: 'Sign in to your account',
  register: 'Create your account',
  forgot: 'Reset your password',
  reset: 'Choose a new password',
  code: 'Enter your two-factor code',
  enrol: 'Set up two-factor sign-in',
} as const;

/**
 * What the enrolment step at sign-in is given (ADMIN_2FA=required, decision 061); the app
 * composes it from the two-factor feature, which this one may not import.
 */
export interface EnrolmentStepProps {
  challenge: string;
  /** Sends the first code: signs in, and resolves with the recovery codes to show once. */
  confirm: (code: string) => Promise<string[]>;
  /** The recovery codes are saved: on to where the sign-in was going. */
  onFinished: () => void;
  onBack: () => void;
}
const TABS: { id: Tab; label: string }[] = [
  { id: 'signin', label: 'Sign in' },
  { id: 'register', label: 'Register' },
];

/**
 * /login: sign-in and registration tabs, then back to `returnUrl` (same-site paths only).
 * "Forgot password?" asks for a reset link; the emailed link comes back as `?resetToken=`.
 */
export function LoginScreen({
  supportEmail,
  Enrolment,
}: {
  supportEmail?: string | undefined;
  /** The enrolment step at sign-in, from the two-factor feature. */
  Enrolment: ComponentType<EnrolmentStepProps>;
}) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  const [tab, setTab] = useState<Tab>(params.get('tab') === 'register' ? 'register' : 'signin');
  const baseId = useId();
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({ signin: null, register: null });
  const returnUrl = safeReturnUrl(params.get('returnUrl'));
  const resetToken = params.get('resetToken');
  const [forgot, setForgot] = useState(false);
  const forgotLinkRef = useRef<HTMLButtonElement>(null);
  // After a right password, when the account has two-factor sign-in (or must set it up).
  const [secondStep, setSecondStep] = useState<SecondStep | null>(null);
  // Enrolment signs in before the recovery codes are saved: where to go once they are.
  const [enrolledAsAdmin, setEnrolledAsAdmin] = useState(true);
  const view = secondStep ? secondStep.kind : resetToken ? 'reset' : forgot ? 'forgot' : tab;
  const heading = useArrivalFocus<HTMLHeadingElement>();

  function askForLink() {
    setForgot(true);
    if (resetToken) {
      const next = new URLSearchParams(params);
      next.delete('resetToken');
      setParams(next, { replace: true });
    }
  }

  function backToSignIn() {
    setForgot(false);
    setTab('signin');
    // Focus returns to the link that opened the view, now back on screen.
    requestAnimationFrame(() => forgotLinkRef.current?.focus());
  }

  // Arrow keys move between tabs, as the ARIA tabs pattern expects.
  function onTabKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next: Tab = tab === 'signin' ? 'register' : 'signin';
    setTab(next);
    tabRefs.current[next]?.focus();
  }

  function signedIn(result: LoginResult) {
    if (result.secondStep) {
      setSecondStep(result.secondStep);
      // The code step focuses its field; enrolment starts with its heading.
      if (result.secondStep.kind === 'enrol') requestAnimationFrame(() => heading.current?.focus());
      return;
    }
    void navigate(landingPath(returnUrl, result.isAdmin), { replace: true });
  }

  /** From a two-factor step back to the password (the link of a reset is used up by then). */
  function backFromSecondStep() {
    setSecondStep(null);
    setForgot(false);
    setTab('signin');
    if (resetToken) {
      const next = new URLSearchParams(params);
      next.delete('resetToken');
      setParams(next, { replace: true });
    }
    requestAnimationFrame(() => heading.current?.focus());
  }

  async function confirmEnrolment(challenge: string, code: string) {
    const result = await session.signIn({ kind: 'two-factor-enrol', body: { challenge, code } });
    setEnrolledAsAdmin(result.isAdmin);
    return result.recoveryCodes ?? [];
  }

  return (
    <main className="flex min-h-screen items-center justify-center px-4 py-12">
      <div className="w-full max-w-md">
        <Link to="/" className="mb-8 block text-center text-2xl font-extrabold tracking-tight">
          Stream<span className="text-brand-500">front</span>
        </Link>
        <div className="rounded-2xl border border-night-700 bg-night-800/70 p-6 shadow-xl sm:p-8">
          <h1 ref={heading} tabIndex={-1} className="mb-1 text-2xl font-bold">
            {HEADINGS[view]}
          </h1>
          <p className="mb-6 text-sm text-slate-400">
            {returnUrl
              ? 'Sign in to continue where you left off.'
              : 'Live sports, live TV and VOD.'}
          </p>

          {session.user && view !== 'enrol' && (
            <Alert tone="info" className="mb-4">
              You are signed in as {session.user.email}.{' '}
              <Link
                className="underline"
                to={landingPath(returnUrl, session.user.role === 'admin')}
              >
                Continue
              </Link>
            </Alert>
          )}

          {secondStep?.kind === 'code' ? (
            <TwoFactorCodeStep
              challenge={secondStep.challenge}
              onSignedIn={signedIn}
              onBack={backFromSecondStep}
            />
          ) : secondStep?.kind === 'enrol' ? (
            <Enrolment
              challenge={secondStep.challenge}
              confirm={(code) => confirmEnrolment(secondStep.challenge, code)}
              onFinished={() =>
                void navigate(landingPath(returnUrl, enrolledAsAdmin), { replace: true })
              }
              onBack={backFromSecondStep}
            />
          ) : view === 'reset' ? (
            <ResetPasswordForm
              key={resetToken}
              token={resetToken ?? ''}
              onSignedIn={signedIn}
              onForgot={askForLink}
            />
          ) : view === 'forgot' ? (
            <ForgotPasswordForm onBack={backToSignIn} supportEmail={supportEmail} />
          ) : (
            <>
              <div
                role="tablist"
                aria-label="Sign in or register"
                className="mb-6 grid grid-cols-2 gap-1 rounded-lg bg-night-950 p-1"
              >
                {TABS.map(({ id, label }) => (
                  <button
                    key={id}
                    ref={(el) => {
                      tabRefs.current[id] = el;
                    }}
                    type="button"
                    role="tab"
                    id={`${baseId}-tab-${id}`}
                    aria-selected={tab === id}
                    aria-controls={`${baseId}-panel-${id}`}
                    tabIndex={tab === id ? 0 : -1}
                    onClick={() => setTab(id)}
                    onKeyDown={onTabKeyDown}
                    className={cn(
                      'rounded-md py-2 text-sm font-semibold transition-colors',
                      tab === id ? 'bg-brand-600 text-white' : 'text-slate-300 hover:text-white',
                    )}
                  >
                    {label}
                  </button>
                ))}
              </div>

              {tab === 'signin' ? (
                // The tab panel wraps the form: a <form> may not take the tabpanel role (axe).
                <div
                  role="tabpanel"
                  id={`${baseId}-panel-signin`}
                  aria-labelledby={`${baseId}-tab-signin`}
                >
                  <SignInForm
                    onSignedIn={signedIn}
                    onForgot={askForLink}
                    forgotRef={forgotLinkRef}
                  />
                </div>
              ) : (
                // The tab panel wraps the form: a <form> may not take the tabpanel role (axe).
                <div
                  role="tabpanel"
                  id={`${baseId}-panel-register`}
                  aria-labelledby={`${baseId}-tab-register`}
                >
                  <RegisterForm onSignedIn={signedIn} />
                </div>
              )}
            </>
          )}
        </div>
      </div>
    </main>
  );
}
