import { LoginScreen } from '@/features/auth/components/login-screen';

export function LoginPage() {
  return (
    <>
      <title>Sign in · Streamfront</title>
      <LoginScreen />
    </>
  );
}
