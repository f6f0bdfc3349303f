import { LoginScreen, type EnrolmentStepProps } from '@/features/auth/components/login-screen';
import { PageHead } from '@/features/seo/page-head';
import { useSite } from '@/features/site/api/get-site';
import { startTwoFactorSetup } from '@/features/two-factor/api/start-setup';
import { EnrolmentFlow } from '@/features/two-factor/components/enrolment-flow';

/** An admin who must set up two-factor sign-in first (ADMIN_2FA=required, decision 061). */
function SignInEnrolment({ challenge, confirm, onFinished, onBack }: EnrolmentStepProps) {
  return (
    <EnrolmentFlow
      startSetup={() => startTwoFactorSetup(challenge)}
      confirm={confirm}
      onFinished={onFinished}
      onCancel={onBack}
      cancelLabel="Back to sign in"
    />
  );
}

export function LoginPage() {
  const supportEmail = useSite().data?.supportEmail;
  return (
    <>
      <PageHead
        title="Sign in or Register"
        description="Sign in to your Streamfront account, or register in under a minute to watch live sports, live TV and movies on every screen."
      />
      <LoginScreen supportEmail={supportEmail} Enrolment={SignInEnrolment} />
    </>
  );
}
