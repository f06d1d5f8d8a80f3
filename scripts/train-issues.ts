/**
 * `npm run train:issues`: trains the issue spotter's model on the stories in server/ai/issues/training
 * and the knowledge-base guides, and writes server/ai/issues/model.json (train.ts says how). Run it after
 * changing either; a test fails while the model is out of date.
 */
import { writeFileSync } from 'node:fs';
import { MODEL_FILE } from '../server/ai/issues/model';
import { train, trainingDocuments } from '../server/ai/issues/train';

const documents = trainingDocuments();
const model = train(documents);
writeFileSync(MODEL_FILE, `${JSON.stringify(model)}\n`);
console.log(`Trained on ${documents.length} documents: ${model.classes.length} classes, ${Object.keys(model.counts).length} words; wrote ${MODEL_FILE.pathname}`);
