import type { z, ZodError } from 'zod';

const humanise = (path: PropertyKey[]) => path.map(String).join('.').replace(/_/g, ' ');

/**
 * The issues as a person would read them: a value that fits none of a union's types says what was
 * wrong with it as the type it has (a text the text rule refused, not "Invalid input"), when exactly
 * one branch took it as its type.
 */
export function readableIssues(issues: readonly z.core.$ZodIssue[]): z.core.$ZodIssue[] {
  return issues.flatMap((issue) => {
    if (issue.code !== 'invalid_union') return [issue];
    const typed = issue.errors.filter(
      (branch) => !branch.some((i) => i.code === 'invalid_type' && i.path.length === 0),
    );
    if (typed.length !== 1) return [issue];
    return readableIssues(typed[0]!).map((i) => ({ ...i, path: [...issue.path, ...i.path] }));
  });
}

/**
 * The first issue as a sentence a person understands. Our schema messages name their field already
 * ("Invalid email format"); zod's defaults do not, so the field is put in front of them.
 */
export function describeZodError(error: ZodError) {
  const issue = readableIssues(error.issues)[0];
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
