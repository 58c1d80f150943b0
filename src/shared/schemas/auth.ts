import { z } from 'zod';
import { acceptPrivacyNoticeField, acceptPrivacyNoticeFormField } from './consents';
import { isCommonPassword } from '../common-passwords';
import { PASSWORD_MIN_LENGTH } from '../constants';
import { SIGNUP_USER_TYPES, USER_TYPES } from '../enums';
import { UI_LANGUAGES } from '../i18n/languages';
import { EMAIL_PATTERN, text } from './common';
import { fullNameField } from './profile';

export const emailField = text('Email', { message: 'Email is required' })
  .min(1, 'Email is required')
  .max(254, 'Email must be at most 254 characters')
  .regex(EMAIL_PATTERN, 'Invalid email format')
  .transform((v) => v.toLowerCase());

export const COMMON_PASSWORD_MESSAGE =
  'This password is too common and easy to guess. Please choose a different one.';

/** The documents' minimum length stays; a password from the breached-password lists is refused too. */
const notCommon = (password: z.ZodString) =>
  password.refine((v) => !isCommonPassword(v), COMMON_PASSWORD_MESSAGE);

/** Sign-up's password rule, the server's messages: every new password (reset, change) meets it too. */
export const newPasswordField = notCommon(
  text('Password', { trim: false, message: 'Password is required' })
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(200, 'Password must be at most 200 characters'),
);

/** Server rules of sign-up, with the server's messages (docs/product.md#sign-up). */
export const registerInput = z.object({
  email: emailField,
  password: newPasswordField,
  full_name: fullNameField,
  user_type: z
    .enum(SIGNUP_USER_TYPES, { message: 'User type must be influencer or brand' })
    .default('influencer'),
  /** Consent to the privacy notice in force (docs/product.md#privacy); see the field for why it may be left out. */
  accept_privacy_notice: acceptPrivacyNoticeField,
});

export const loginInput = z.object({
  email: emailField,
  password: text('Password', { trim: false, message: 'Password is required' })
    .min(1, 'Password is required')
    .max(200),
});

/** The client's sign-in form: the same fields, with the form's inline messages (docs/product.md#auth-messages). */
export const signInForm = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Email is required')
    .regex(EMAIL_PATTERN, 'Please enter a valid email address'),
  password: z.string().min(1, 'Password is required'),
});

/** The same rule with the forms' inline messages (sign-up, reset, change). */
export const newPasswordFormField = notCommon(
  z
    .string()
    .min(1, 'Password is required')
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`),
);

export const signUpForm = z
  .object({
    email: signInForm.shape.email,
    password: newPasswordFormField,
    confirmPassword: z.string(),
    full_name: fullNameField,
    user_type: z.enum(SIGNUP_USER_TYPES),
    accept_privacy_notice: acceptPrivacyNoticeFormField,
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });

export const userOutput = z.object({
  id: z.string(),
  email: z.string(),
  user_type: z.enum(USER_TYPES),
  full_name: z.string(),
  avatar_url: z.string().nullable(),
  roles: z.array(z.string()),
  /** Whether the owner opened the link of the verification email (the app shows a banner until then; it blocks nothing). */
  email_verified: z.boolean(),
  /** The saved language of the person's screens, messages and emails (docs/product.md#languages). */
  language: z.enum(UI_LANGUAGES),
});
export type User = z.infer<typeof userOutput>;

/** The new session token: given to REST callers (bearer); the web client gets only the httpOnly cookie. */
export const sessionTokenOutput = z.string().optional().meta({
  description:
    'The session token, for the Authorization: Bearer header. Absent over /api/trpc (the web client), where only the httpOnly session cookie carries it.',
});
