import { readFileSync } from 'node:fs';
import { AffidavitIndex } from '../main/trial/AffidavitIndex';
import { RulesWitness } from '../main/trial/rules/RulesWitness';
const pack = (id:string)=>JSON.parse(readFileSync(`scenarios/${id}/scenario.json`,'utf8'));
const ask=(id:string, wid:string|number, qs:string[])=>{ const s=pack(id); const w=typeof wid==='number'?s.witnesses[wid]:s.witnesses.find((x:any)=>x.id===wid); const wit=new RulesWitness(w,new AffidavitIndex(w.affidavit));
 for (const q of qs){ const t=performance.now(); const a=wit.answerSync({question:q, projection:{friendlyExaminer:true}} as any); console.log((performance.now()-t).toFixed(1),'ms |',q,'\n   →',a.kind, a.text);} };
ask('state-v-avery','mei-lin-zhao',["Please tell the jury your name.","What was the man carrying in his hands?","What was the man wearing?","Whom did you pick?","How far away was his face from yours?","Where do you work?","The man was wearing a blue jacket, wasn't he?","You picked number five, correct?","How many photos did the detective show you?","Did you tell Officer Pruitt about the scar?","You told Officer Pruitt about the scar, didn't you?","How long was he at the counter?"]);
ask('kestrel-v-northgate', 0, ["You were north of the Number 3 buoy, weren't you?","The fog had closed right in by 06:20, hadn't it?","The fog had closed right in by 07:20, hadn't it?"]);
