/** The answer for a path with no file, where the build wrote no 404.html of its own: no inline code. */
export const FALLBACK_404 =
  '<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width">' +
  '<title>Page not found</title><h1>Page not found</h1><p><a href="/">Go to the home page</a></p></html>';
