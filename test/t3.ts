import { ScenarioContext, RulesWitness } from '../main/trial';
import { trafficScenario } from './unit/trial/fixtures/trafficScenario';
const ctx=new ScenarioContext(trafficScenario);
for (const [id,q] of [['maria-reyes',"The light was red for you, wasn't it?"],['maria-reyes','On April 3 you were driving north on Main Street?'],['maria-reyes','The pickup truck stopped at the red light?'],['maria-reyes','You ran the red light?'],['tom-baker','You ran the red light, correct?']]) { const w=ctx.witness(id!); console.log(q,'→',new RulesWitness(w,ctx.affidavit(id!)).answerSync({question:q, projection:{friendlyExaminer:true}} as any)); }
