// The agents' answering evaluation (issue 38): the trainings of a law office and the phrasings
// clients write on WhatsApp (services/agents/src/answering/faq-evaluation/), answered by the local
// answerer (no language model) and, when LLM_BASE_URL and LLM_MODEL are set, by that
// OpenAI-compatible model grounded on the closest trainings. Prints right / wrong / handed-over
// rates and every miss. Usage: npm run bench -- faq
import { configuredModel, createFaqIndex, describeOutcomes, evaluate, EVALUATION_PHRASINGS, EVALUATION_TRAININGS, figuresOf, localAnswerer, meetsTargets, modelAnswerer } from '@balcao/agents-service/faq-evaluation';

console.log(`\nFAQ answering: ${EVALUATION_TRAININGS.length} trainings, ${EVALUATION_PHRASINGS.length} messages\n`);

const started = performance.now();
const local = await evaluate(localAnswerer());
const perMessageMs = (performance.now() - started) / EVALUATION_PHRASINGS.length;
console.log('Local answerer (no language model)');
console.log(describeOutcomes(local));
// A turn whose agent's index is not built yet (its first, or after its trainings changed) builds it.
const turns = EVALUATION_PHRASINGS.slice(0, 50);
const turnStarted = performance.now();
for (const phrasing of turns) createFaqIndex(EVALUATION_TRAININGS).bestMatch(phrasing.text);
const perTurnMs = (performance.now() - turnStarted) / turns.length;
console.log(`\n${perMessageMs.toFixed(2)} ms per message with the agent's index built; ${perTurnMs.toFixed(2)} ms for a turn that builds it from the ${EVALUATION_TRAININGS.length} trainings\n`);
if (!meetsTargets(figuresOf(local))) process.exitCode = 1;

const model = configuredModel();
if (!model) {
  console.log('Language model: skipped: no LLM_BASE_URL (set LLM_BASE_URL and LLM_MODEL, and LLM_API_KEY if needed)');
} else {
  console.log(`Language model ${model.name} at ${process.env.LLM_BASE_URL}, grounded on the closest trainings`);
  console.log("(a reply counts for the training whose answer shares the most words with it)");
  console.log(describeOutcomes(await evaluate(modelAnswerer(model))));
}
