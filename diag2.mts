import { ScenarioContext, toTrialScenarioSpec } from './main/trial';
import { loadTrialScenario } from './main/app/trialCli';
import { analyseQuestion } from './main/language';
const { id, scenario } = await loadTrialScenario('scenarios/state-v-avery');
const ctx = new ScenarioContext(toTrialScenarioSpec(id, scenario));
const aff = ctx.affidavit('mei-lin-zhao');
const a = analyseQuestion('Which photograph did you choose?');
console.log(a.query, a.slot, a.wh);
for (const h of aff.retrieve(a.query, 6)) console.log(h.score.toFixed(2), h.text.slice(0, 120));
