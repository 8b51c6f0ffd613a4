import { RegisterPage } from '@/features/auth/register-page';

/** Page group "register": /register and /register.html. */
export function Component() {
  return <RegisterPage />;
}
