/**
 * The auth forms' checks. Loaded when a form is first touched (lazyChecks), not with the page:
 * the sign-in page is the first thing staff load, and zod is a large part of a form's code.
 */
import { z } from 'zod';
import { passwordMinLength } from '@courier/domain';

const required = 'shell.auth.errors.required';
const email = z.string().trim().min(1, required).email('shell.auth.errors.email');
const password = z.string().min(1, required);

export const signInForm = z.object({ email, password, remember: z.boolean() });

export const signUpForm = z.object({
  name: z.string().trim().min(2, required),
  email,
  company: z.string().trim().max(160).optional(),
  agreements: z.literal(true, 'shell.auth.errors.agreements'),
});

export const forgotForm = z.object({ email });

export const resetForm = z
  .object({
    password: z.string().min(passwordMinLength, 'shell.auth.errors.passwordLength'),
    confirm: z.string().min(1, required),
  })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'shell.auth.reset.mismatch' });

export const unlockForm = z.object({ password });

export const setupForm = z
  .object({
    companyName: z.string().trim().min(2, required).max(160),
    companyAddress: z.string().trim().max(300),
    companyPhone: z.string().trim().max(40),
    name: z.string().trim().min(2, required).max(120),
    email,
    password: z.string().min(passwordMinLength, 'shell.auth.errors.passwordLength'),
    confirm: z.string().min(1, required),
  })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'shell.auth.reset.mismatch' });
