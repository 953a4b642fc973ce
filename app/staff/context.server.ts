// What the server hands to the staff area's routes through React Router's context.
import { createContext, data, type RouterContextProvider } from "react-router";
import type { Passkeys } from "~/staff/passkeys.server";
import type { ResetLimiter } from "~/staff/reset-limiter.server";
import type { StaffRole } from "~/staff/roles";
import type { SecurityNotices } from "~/staff/security-notices.server";
import type { StaffService } from "~/staff/staff.server";
import type { TwoStep } from "~/staff/two-step.server";
import type { StaffAuth } from "./auth.server";
import type { SignInLimiter } from "./sign-in-limiter.server";

export interface StaffServices {
  /** Staff sign-in, sessions and form tokens. */
  auth: StaffAuth;
  /** Staff accounts: invitations, roles, password links. */
  staff: StaffService;
  signInLimiter: SignInLimiter;
  /** Authenticator-app codes and recovery codes. */
  twoStep: TwoStep;
  /** Passkeys: signing in with a device's own unlock, or using it as the second step. */
  passkeys: Passkeys;
  /** Whose roles require two-step sign-in before any staff page but their own account's. */
  twoStepRequiredFor: StaffRole[];
  /** Changes to how someone signs in: kept, e-mailed to them with a link to undo each. */
  notices: SecurityNotices;
  /** How often password reset links may be asked for. */
  resetLimiter: ResetLimiter;
  /** A keyed hash of a client's address, for logs: the same sender can be recognised, never identified. */
  clientHash(address: string): string;
}

/** Null where a page is rendered without the server's services (a kept answer, a publish's check). */
export const staffContext = createContext<StaffServices | null>(null);

/** The staff area's services; 503 while they are not running (never the case in production). */
export function staffServices(context: Readonly<RouterContextProvider>): StaffServices {
  const services = context.get(staffContext);
  if (!services) throw data("The staff service is not running.", { status: 503 });
  return services;
}
