import type { FormEmailSchema } from '@streamfront/contract';
import { VisitorFormEmailSchema } from '@streamfront/contract';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { FormTextField } from './fields';

/**
 * A public form's schema for who fills it in: a visitor must give an address (the server's
 * rule, told before sending); a signed-in customer gives none, the server uses the account's.
 */
export function forSubmitter<
  Shape extends { email: typeof FormEmailSchema } & z.core.$ZodLooseShape,
  Config extends z.core.$ZodObjectConfig,
>(schema: z.ZodObject<Shape, Config>, signedIn: boolean) {
  return signedIn ? schema : schema.extend({ email: VisitorFormEmailSchema });
}

/**
 * Where a public form's answer goes: the signed-in customer's address as a line of text
 * (`signedInNote` words it), else an email field.
 */
export function ReplyToField({
  accountEmail,
  hint,
  signedInNote,
  className,
}: {
  accountEmail: string | undefined;
  hint?: string;
  signedInNote: (email: ReactNode) => ReactNode;
  className?: string;
}) {
  if (accountEmail !== undefined) {
    const email = <span className="font-semibold text-slate-100">{accountEmail}</span>;
    return <p className={className ?? 'text-sm text-slate-300'}>{signedInNote(email)}</p>;
  }
  return (
    <FormTextField
      name="email"
      label="Email"
      type="email"
      autoComplete="email"
      inputMode="email"
      maxLength={254}
      hint={hint}
    />
  );
}
