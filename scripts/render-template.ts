/**
 * Prints a template's example answers rendered for a state, as plain text: for writing and reviewing
 * templates (docs/templates-guide.md). Usage: npm run template -- <id> [STATE] [--preview]
 */
import { documentText } from '../common/templates/document';
import { loadStateRules } from '../server/content/state-rules';
import { loadTemplates } from '../server/content/templates';
import { stateRuleCells } from '../server/drafting/state-cells';
import { renderTemplate } from '../server/drafting/render';

async function main() {
  const args = process.argv.slice(2);
  const preview = args.includes('--preview');
  const [id, state] = args.filter((a) => a !== '--preview');
  const template = (await loadTemplates()).find((t) => t.id === id);
  if (!template) throw new Error(`No template "${id ?? ''}"; the ids are the folders of content/templates.`);
  const answers = preview ? {} : { ...template.example, ...(state && template.stateQuestion ? { [template.stateQuestion]: state } : {}) };
  const doc = renderTemplate(template, answers, { preview, today: new Date().toISOString().slice(0, 10), cells: stateRuleCells(await loadStateRules()) });
  console.log(documentText(doc));
}

main().catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
