import { createContext } from 'react';
import type { SessionUser } from './session-user';

export interface LoginResult {
  success: boolean;
  isAdmin: boolean;
}

export interface RegisterInput {
  name: string;
  email: string;
  password: string;
}

export interface Session {
  user: SessionUser | null;
  /** True until the start-up check of spec §4 has finished. */
  loading: boolean;
  /**
   * The message of the last failed sign-in or registration, for the /login page. `login`
   * itself only answers `{ success: false }` (spec §8).
   */
  error: string | null;
  login(email: string, password: string): Promise<LoginResult>;
  register(input: RegisterInput): Promise<LoginResult>;
  /** Sets a new password with an emailed reset link's token, and signs in with it. */
  resetPassword(token: string, newPassword: string): Promise<LoginResult>;
  logout(): void;
  updateUser(changes: Partial<SessionUser>): void;
  clearError(): void;
}

export const SessionContext = createContext<Session | null>(null);
