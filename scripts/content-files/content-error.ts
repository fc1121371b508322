/**
 * Content the build cannot use, with one line an owner can act on per problem. In a file of its own
 * so the pieces that refuse content (the CV, pictures, posts) need not import the check command.
 */
export class ContentError extends Error {
  /** `after`: lines to show after the errors (what the translations leave untranslated). */
  constructor(
    readonly errors: string[],
    readonly after: string[] = [],
  ) {
    super(errors.join('\n'));
  }
}
