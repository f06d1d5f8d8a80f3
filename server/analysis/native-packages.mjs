// A module hook for the analysis process (worker-entry.mjs): packages' own ES modules (.mjs) load as
// published, not through tsx. tsx rewrites every dynamic import() and attaches a fine-grained source
// map, and pdfjs's 1 MB and 2.3 MB files then cost ~300 MB more memory and make reading a PDF ~1.5x
// slower. Their own `sourceMappingURL` comments are dropped too: Node would load and keep their
// 2-6 MB maps, which only help when debugging pdfjs itself.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

export async function load(url, context, nextLoad) {
  const file = url.startsWith('file:') ? fileURLToPath(url) : '';
  if (/[\\/]node_modules[\\/].*\.mjs$/.test(file)) {
    const source = (await readFile(file, 'utf8')).replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n');
    return { format: 'module', source, shortCircuit: true };
  }
  return nextLoad(url, context);
}
