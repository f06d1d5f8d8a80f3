/**
 * The one loader every content kind in YAML shares: read each *.yaml file of a folder, parse it, let
 * the kind's parser validate it, and fail with every problem found, each naming its file.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';

export class ContentProblems extends Error {
  constructor(
    readonly kind: string,
    readonly problems: string[],
  ) {
    super(`content/${kind} has ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
    this.name = 'ContentProblems';
  }
}

/** `required`: the file names that must be there (a table per rule, a file per state). */
export async function loadYamlFolder<T>(dir: string, required: string[], parse: (file: string, yaml: unknown) => T | string[]): Promise<T[]> {
  const kind = path.basename(dir);
  const names = (await readdir(dir)).filter((n) => !n.startsWith('.')).sort();
  const problems = required.filter((n) => !names.includes(n)).map((n) => `${n} is missing`);
  const items: T[] = [];
  for (const name of names) {
    if (!name.endsWith('.yaml')) {
      problems.push(`${name}: only .yaml files belong in content/${kind}`);
      continue;
    }
    let yaml: unknown;
    try {
      yaml = parseYaml(await readFile(path.join(dir, name), 'utf8'), { uniqueKeys: true });
    } catch (err) {
      problems.push(`${name}: not valid YAML: ${(err as Error).message.split('\n')[0]}`);
      continue;
    }
    const result = parse(name, yaml);
    if (Array.isArray(result)) problems.push(...result);
    else items.push(result);
  }
  if (problems.length) throw new ContentProblems(kind, problems);
  return items;
}
