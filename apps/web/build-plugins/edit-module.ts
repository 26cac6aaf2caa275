import type { Plugin } from 'vite';

/**
 * A build-only Vite plugin that edits the library modules whose path matches `module` with `edit` (a pure function
 * of the code, which throws when the code is not what it expects). The dev server and the tests load the libraries
 * as they are. No sourcemap of the edit: the edits keep every line where it was.
 */
export function editModule(name: string, module: RegExp, edit: (code: string) => string): Plugin {
  return {
    name: `taxcert:${name}`,
    apply: 'build',
    transform(code, id) {
      return module.test(id) ? { code: edit(code), map: null } : null;
    },
  };
}
