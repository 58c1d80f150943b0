import type { ZodError } from 'zod';

const humanise = (path: PropertyKey[]) => path.map(String).join('.').replace(/_/g, ' ');

/**
 * The first issue as a sentence a person understands. Our schema messages name their field already
 * ("Invalid email format"); zod's defaults do not, so the field is put in front of them.
 */
export function describeZodError(error: ZodError) {
  const issue = error.issues[0];
  if (!issue) return 'Invalid input';
  const field = humanise(issue.path);
  if (!field) return issue.message;
  if (issue.code === 'invalid_type' && issue.message.endsWith('received undefined')) {
    return `${field[0]!.toUpperCase()}${field.slice(1)} is required`;
  }
  const lower = issue.message.toLowerCase();
  const named = field.split(/[. ]/).some((word) => word.length > 2 && lower.includes(word.toLowerCase()));
  return named ? issue.message : `${field}: ${issue.message}`;
}
