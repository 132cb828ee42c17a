/** What is wrong with a typed title (a list's, a card's, a label's), as a form error code, or null. */
export function titleProblem(title: string, max: number): 'required' | 'too_big' | null {
  if (!title) return 'required';
  return title.length > max ? 'too_big' : null;
}
