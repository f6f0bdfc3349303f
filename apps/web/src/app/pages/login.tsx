import { LoginScreen } from '@/features/auth/components/login-screen';
import { PageHead } from '@/features/seo/page-head';
import { useSite } from '@/features/site/api/get-site';

export function LoginPage() {
  const supportEmail = useSite().data?.supportEmail;
  return (
    <>
      <PageHead
        title="Sign in or Register"
        description="Sign in to your Streamfront account, or register in under a minute to watch live sports, live TV and movies on every screen."
      />
      <LoginScreen supportEmail={supportEmail} />
    </>
  );
}
