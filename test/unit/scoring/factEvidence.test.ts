import { describe, expect, it } from 'vitest';
import { verbOfInflection } from '../../../main/language';
import { ContextAwareElicitMatcher, HybridElicitMatcher, KeywordElicitMatcher, type ElicitSpec } from '../../../main/scoring';
import { aboutTheFact, contradictsTheFact, labelParts, negationDiffers, saysAnExactValue, saysAPartOfTheFact, saysMostOfTheFact, saysTheValues } from '../../../main/scoring/factEvidence';
import { LexicalEmbedder } from '../../../main/embeddings/LexicalEmbedder';
import { keywordCredit, saysALongPhrase } from '../../../main/scoring/KeywordElicitMatcher';

// Credit comes from what the witness said (issue 12, item 3): a sentence must state the elicit's
// fact, not only share its names. The wording here is this file's own, not any pack's.

const bicycle: ElicitSpec = { id: 'bought-bicycle', label: "The witness bought the blue bicycle at Harlan's shop on 3 May", weight: 2, category: 'sale', keywords: ['bicycle', 'Harlan', '3 May'] };
const lorry: ElicitSpec = { id: 'lorry-58', label: 'The lorry was doing 58 mph at the junction', weight: 2, category: 'speed', keywords: ['58 mph', 'lorry', 'junction'] };
const doorbell: ElicitSpec = { id: 'no-footage', label: 'The doorbell camera recorded nothing that night', weight: 1, category: 'evidence', keywords: ['doorbell camera', 'recorded', 'that night'] };
const boxes: ElicitSpec = { id: 'three-boxes', label: 'The neighbour saw her carry three boxes slowly to a white van', weight: 2, category: 'removal', keywords: ['three boxes', 'white van', 'slowly'] };
const elicits = [bicycle, lorry, doorbell, boxes];

const credited = async (answer: string, answerKind: 'narrative' | 'confirm' = 'narrative', question = 'What happened?', candidates: readonly ElicitSpec[] = elicits) =>
  (await new ContextAwareElicitMatcher(new HybridElicitMatcher(new LexicalEmbedder())).match({ question, answer, answerKind, candidates })).map((match) => match.elicitId);

describe('a sentence about the fact, not only its names', () => {
  it('credits the fact said with its predicate or value, not a sentence that only names its things', async () => {
    expect(await credited("I bought the bicycle at Harlan's on 3 May.")).toEqual(['bought-bicycle']);
    expect(await credited("Harlan sells every kind of bicycle, and I walk past the bicycle racks.")).toEqual([]);
    expect(aboutTheFact(bicycle, "Harlan's shop has a bicycle in the window.")).toBe(false);
    expect(aboutTheFact(bicycle, 'It was 3 May.')).toBe(true);
  });

  it('gives no credit to a sentence that puts another value on the fact\'s quantity', async () => {
    expect(await credited('The lorry was doing about 30 mph when it reached the junction.')).toEqual([]);
    expect(contradictsTheFact(lorry, 'The lorry was doing about 30 mph when it reached the junction.')).toBe(true);
    expect(await credited('The lorry came through the junction at 58 mph.')).toEqual(['lorry-58']);
  });

  it('reads "did not record anything" as "recorded nothing", and "recorded the whole night" as the opposite', async () => {
    expect(negationDiffers(doorbell, 'My doorbell camera did not record anything that night.')).toBe(false);
    expect(negationDiffers(doorbell, 'My doorbell camera recorded the whole of that night.')).toBe(true);
    expect(await credited('My doorbell camera did not record anything that night.')).toEqual(['no-footage']);
    expect(await credited('My doorbell camera recorded the whole of that night.')).toEqual([]);
  });

  it('reads a WordNet antonym of the fact\'s predicate as the fact denied, and a noun ending in -ing as a thing', async () => {
    // A fire-safety claim against a landlord: the exit door and the crossing outside it.
    const exitDoor: ElicitSpec = { id: 'exit-locked', label: 'The rear exit was locked when the smoke alarm went off', weight: 2, category: 'safety', keywords: ['rear exit', 'locked', 'smoke alarm'] };
    const crossing: ElicitSpec = { id: 'van-crossing', label: 'The delivery van blocked the tenants at the crossing', weight: 1, category: 'access', keywords: ['delivery van', 'tenants', 'crossing'] };
    expect(negationDiffers(exitDoor, 'The rear exit was unlocked when the smoke alarm went off.')).toBe(true);
    expect(negationDiffers(exitDoor, 'The rear exit was not unlocked when the smoke alarm went off.')).toBe(false);
    expect(await credited('The rear exit was unlocked when the smoke alarm went off.', 'narrative', 'What about the rear exit?', [exitDoor])).toEqual([]);
    expect(await credited('The rear exit was locked when the smoke alarm went off.', 'narrative', 'What about the rear exit?', [exitDoor])).toEqual(['exit-locked']);
    // "crossing" names a place, not an act: saying it says nothing of the blocking.
    expect(aboutTheFact(crossing, 'The tenants waited at the crossing.')).toBe(false);
    expect(aboutTheFact(crossing, 'The van blocked the tenants.')).toBe(true);
  });

  it('compares polarity on every shared verb, and never denies a noun a negation only reaches through its verb', () => {
    const signer: ElicitSpec = { id: 'signer', label: 'The manager who knew the tenant signed the notice', weight: 1, category: 'notice' };
    expect(negationDiffers(signer, 'The rules say a notice must be signed by someone who does not know the tenant.')).toBe(true);
    const wine: ElicitSpec = { id: 'wine', label: 'A reading of 40 is not consistent with one glass of wine', weight: 1, category: 'alcohol' };
    expect(negationDiffers(wine, 'One glass of wine would give a reading of about 10.')).toBe(false);
    // "never inspected … and relied on …": the relying is not denied; "did not see or hear" denies both.
    const inspector: ElicitSpec = { id: 'inspector', label: 'The surveyor never inspected the roof and relied on photographs', weight: 1, category: 'survey' };
    expect(negationDiffers(inspector, 'I relied on photographs.')).toBe(false);
    expect(negationDiffers(inspector, 'I relied on a single photograph.')).toBe(false);
    const witness: ElicitSpec = { id: 'witness', label: 'The guard did not see or hear the van', weight: 1, category: 'alibi' };
    expect(negationDiffers(witness, 'I heard the van.')).toBe(true);
    // A subject opened by "no" denies its verb as a negative object does.
    const search: ElicitSpec = { id: 'search', label: 'No gloves or tools were found in the shed', weight: 1, category: 'search' };
    expect(negationDiffers(search, 'We searched the shed and found no gloves and no tools.')).toBe(false);
    expect(negationDiffers(search, 'We found gloves in the shed.')).toBe(true);
    // A "no" that says what a thing lacks ("with no helmet") does not deny the verb after the phrase.
    const cyclist: ElicitSpec = { id: 'cyclist', label: 'A cyclist with no helmet rode through the red light', weight: 1, category: 'collision', keywords: ['cyclist', 'red light', 'helmet'] };
    expect(negationDiffers(cyclist, 'A cyclist, with no helmet on, rode straight through the red light.')).toBe(false);
    expect(negationDiffers(cyclist, 'The cyclist did not ride through the red light.')).toBe(true);
    // A word said both ways agrees when one of its uses does.
    const lease: ElicitSpec = { id: 'lease', label: 'I signed a lease for a year, and nobody asked me to sign again', weight: 1, category: 'lease' };
    expect(negationDiffers(lease, 'I signed the papers for a year and nobody asked me to sign anything since.')).toBe(false);
  });

  it('credits most of the label in the witness\'s own words with fewer keywords, but not a sentence naming a few of its things', async () => {
    expect(saysMostOfTheFact(boxes, 'I saw her carry three boxes out of the house.')).toBe(true);
    expect(await credited('I saw her carry three boxes out of the house.')).toEqual(['three-boxes']);
    expect(await credited('I saw a white van in the street.')).toEqual([]);
  });

  it('lets a bare "Yes." credit only the elicit the question put', async () => {
    expect(await credited('Yes.', 'confirm', 'You saw her carry three boxes slowly to a white van, didn\'t you?')).toEqual(['three-boxes']);
    expect(await credited('Yes.', 'confirm', 'The white van was parked outside the bakery, wasn\'t it?')).toEqual([]);
  });

  it('keeps the keyword tier on its own to the same rules', async () => {
    const matches = await new KeywordElicitMatcher().match({ question: 'Where did you buy it?', answer: "Harlan's sells a bicycle like mine. I bought mine at Harlan's shop on 3 May.", answerKind: 'narrative', candidates: elicits });
    expect(matches.map((match) => match.elicitId)).toEqual(['bought-bicycle']);
  });
});

describe('the fact said in other words', () => {
  // A product-liability claim about a space heater and a tenancy inspection.
  const thermostat: ElicitSpec = { id: 'heater-85', label: 'The heater casing reached 85 degrees within twenty minutes', weight: 2, category: 'defect', keywords: ['85 degrees', 'casing', 'twenty minutes'] };
  const smokeAlarm: ElicitSpec = { id: 'alarm-silent', label: 'The smoke alarm never sounded: its battery had been taken out', weight: 2, category: 'safety', keywords: ['smoke alarm', 'battery', 'taken out'] };
  const inspection: ElicitSpec = { id: 'damp-14', label: 'The inspector measured damp at 14 per cent in the bedroom wall at 10:20', weight: 1, category: 'repair', keywords: ['14 per cent', 'bedroom wall', '10:20'] };

  it('meets a keyword\'s values however they are written, with the keyword\'s other words', () => {
    expect(saysTheValues('85 degrees', 'The casing read 80 and 85 degrees on my two probes.')).toBe(true);
    expect(saysTheValues('twenty minutes', 'It got there in 20 minutes.')).toBe(true);
    expect(saysTheValues('10:20', 'at twenty past ten')).toBe(true);
    // The value without the keyword's unit word, or another value, is not the keyword.
    expect(saysTheValues('85 degrees', 'It was item 85 on the list.')).toBe(false);
    expect(saysTheValues('85 degrees', 'The casing read 80 degrees.')).toBe(false);
    // A keyword with no value is never met this way.
    expect(saysTheValues('casing', 'the casing')).toBe(false);
  });

  it('meets a value\'s unit in any of its names, and keeps another value of it from the fact', async () => {
    // A warehouse injury claim: the forklift's speed and the pallet's weight.
    const forklift: ElicitSpec = { id: 'forklift-12', label: 'The forklift was moving at 12 mph when it struck the racking', weight: 2, category: 'speed', keywords: ['forklift', '12 mph', 'racking'] };
    expect(saysTheValues('12 mph', 'It was going twelve miles an hour.')).toBe(true);
    expect(saysTheValues('400 kg', 'The pallet weighed four hundred kilograms.')).toBe(true);
    expect(saysTheValues('12 mph', 'It went twelve miles.')).toBe(false);
    expect(contradictsTheFact(forklift, 'The forklift was going five miles an hour.')).toBe(true);
    const match = (answer: string) => new KeywordElicitMatcher().match({ question: 'How fast was it going?', answer, answerKind: 'narrative', candidates: [forklift] });
    expect((await match('The forklift was going twelve miles an hour.')).map((m) => m.elicitId)).toEqual(['forklift-12']);
    expect(await match('The forklift was going five miles an hour.')).toEqual([]);
  });

  it('credits the keywords\' quantities said in a list or in words', async () => {
    const match = (answer: string) => new KeywordElicitMatcher().match({ question: 'What did the probes show?', answer, answerKind: 'narrative', candidates: [thermostat] });
    expect((await match('The casing read 85 and 90 degrees.')).map((m) => m.elicitId)).toEqual(['heater-85']);
    expect(await match('The casing read 70 and 75 degrees.')).toEqual([]);
  });

  it('credits one of a label\'s side-by-side statements said whole, and not one said in part', async () => {
    expect(labelParts(smokeAlarm).map((part) => part.label)).toEqual(['The smoke alarm never sounded', 'its battery had been taken out']);
    expect(labelParts(inspection)).toEqual([inspection]);
    expect(saysAPartOfTheFact(smokeAlarm, 'The smoke alarm did not sound at any point.')).toBe(true);
    expect(saysAPartOfTheFact(smokeAlarm, 'The smoke alarm sounded twice.')).toBe(false);
    expect(saysAPartOfTheFact(smokeAlarm, 'I tested the smoke alarm last spring.')).toBe(false);
    const match = (answer: string) => new KeywordElicitMatcher().match({ question: 'What about the alarm?', answer, answerKind: 'narrative', candidates: [smokeAlarm] });
    expect((await match('The smoke alarm did not sound at any point.')).map((m) => m.elicitId)).toEqual(['alarm-silent']);
    expect(await match('The smoke alarm sounded twice.')).toEqual([]);
  });

  it('reads "and" before a second verb of the same subject as two statements, and the person the label is about as the witness\'s "I"', async () => {
    const neighbour: ElicitSpec = { id: 'neighbour-bias', label: 'The neighbour has rented from the landlord for ten years and is owed money by him', weight: 1, category: 'bias', keywords: ['rented', 'owed money', 'ten years'] };
    const inventory: ElicitSpec = { id: 'inventory', label: 'The tenant left two chairs and a table in the flat', weight: 1, category: 'goods', keywords: ['chairs', 'table'] };
    expect(labelParts(neighbour).map((part) => part.label)).toEqual(['The neighbour has rented from the landlord for ten years', 'is owed money by him']);
    expect(labelParts(inventory)).toEqual([inventory]);
    expect(saysAPartOfTheFact(neighbour, 'He has owed me money since March.')).toBe(true);
    // "The neighbour" is the witness, who says "I"; the ten years must still be said.
    expect(saysAPartOfTheFact(neighbour, 'I have rented from the landlord for ten years.')).toBe(true);
    expect(saysAPartOfTheFact(neighbour, 'I have rented from the landlord for two years.')).toBe(false);
    expect(saysAPartOfTheFact(neighbour, 'He has never owed me money.')).toBe(false);
    expect(saysAPartOfTheFact(neighbour, 'I lent my brother some money.')).toBe(false);
    const match = (answer: string) => new KeywordElicitMatcher().match({ question: 'How do you know him?', answer, answerKind: 'narrative', candidates: [neighbour] });
    expect((await match('He has owed me money since March.')).map((m) => m.elicitId)).toEqual(['neighbour-bias']);
    expect(await match('He has never owed me money.')).toEqual([]);
  });

  it('credits an exact measurement the instructor made a keyword, and not a small whole number or a time', async () => {
    const invoice: ElicitSpec = { id: 'invoice-paid', label: 'The contractor was paid 12,450 dollars for the roof on 3 June', weight: 2, category: 'payment', keywords: ['12,450', 'wire transfer', 'invoice'] };
    const rooms: ElicitSpec = { id: 'three-rooms', label: 'The contractor rewired 3 rooms by 14:30', weight: 1, category: 'work', keywords: ['3', '14:30', 'rewired'] };
    expect(saysAnExactValue(invoice.keywords!, 'The total came to 12,450 dollars.', invoice.label)).toBe(true);
    expect(saysAnExactValue(rooms.keywords!, 'The electrician left the house at 14:30.', rooms.label)).toBe(false);
    const match = (answer: string, candidates: ElicitSpec[]) => new KeywordElicitMatcher().match({ question: 'What happened then?', answer, answerKind: 'narrative', candidates });
    expect((await match('The total came to 12,450 dollars.', [invoice])).map((m) => m.elicitId)).toEqual(['invoice-paid']);
    expect(await match('The total came to 9,800 dollars.', [invoice])).toEqual([]);
    expect(await match('The electrician left the house at 14:30.', [rooms])).toEqual([]);
  });

  it('meets a keyword whose participle is read as a noun out of context ("not padded")', () => {
    expect(keywordCredit(['not padded'], 'The crate was not padded at all.')).toBe(1);
    expect(keywordCredit(['padded'], 'The crate was not padded at all.')).toBe(1);
    expect(keywordCredit(['not padded'], 'The crate was padded with foam.')).toBeLessThan(1);
  });

  it('gives no credit to another act on another day', async () => {
    const rejection: ElicitSpec = { id: 'delivery-rejected', label: 'The school rejected the third delivery on 6 May and asked the supplier to remove it', weight: 1, category: 'supply', keywords: ['rejecting', '6 May', 'remove'] };
    expect(contradictsTheFact(rejection, 'The supplier removed the rejected pallets on 2 June.')).toBe(true);
    expect(contradictsTheFact(rejection, 'We rejected the delivery on 6 May, and the supplier removed it on 2 June.')).toBe(false);
    const match = (answer: string) => new KeywordElicitMatcher().match({ question: 'What happened next?', answer, answerKind: 'narrative', candidates: [rejection] });
    expect(await match('The supplier removed the rejected pallets on 2 June.')).toEqual([]);
    expect((await match('We rejected the third delivery on 6 May.')).map((m) => m.elicitId)).toEqual(['delivery-rejected']);
  });

  it('gives no credit to another measure of the fact\'s quantity, even at the fact\'s time', async () => {
    expect(contradictsTheFact(inspection, 'At 10:20 the kitchen wall measured 9 per cent.')).toBe(true);
    expect(contradictsTheFact(inspection, 'At 10:20 the bedroom wall read 12 and 14 per cent.')).toBe(false);
    const match = (answer: string) => new KeywordElicitMatcher().match({ question: 'What did the meter show?', answer, answerKind: 'narrative', candidates: [inspection] });
    expect(await match('At 10:20 the bedroom wall measured 9 per cent.')).toEqual([]);
    expect((await match('At 10:20 I measured the bedroom wall at 14 per cent.')).map((m) => m.elicitId)).toEqual(['damp-14']);
  });
});

describe('a label of two clauses, and a keyword phrase said whole', () => {
  // An employment dispute: a grievance the manager says she never read, and a rota objected to.
  const grievance: ElicitSpec = { id: 'unread-grievance', label: 'The manager said she had not read the grievance, but her initials are on its margin', weight: 1, category: 'procedure', keywords: ['grievance', 'initials', 'margin'] };
  const rota: ElicitSpec = { id: 'rota-objection', label: 'At the staff meeting the union representative objected that the new rota broke the agreement and asked for a vote', weight: 1, category: 'consultation', keywords: ['rota broke the agreement', 'staff meeting', 'vote'] };
  const match = async (answer: string) => (await new KeywordElicitMatcher().match({ question: 'What happened?', answer, answerKind: 'narrative', candidates: [grievance, rota] })).map((m) => m.elicitId);

  it('reads ", but" or ", and" before a subject and its verb as a statement of its own', async () => {
    expect(labelParts(grievance).map((part) => part.label)).toEqual(['The manager said she had not read the grievance', 'her initials are on its margin']);
    expect(labelParts({ ...grievance, label: 'The agent inspected the flat, and the tenant was not there' }).map((part) => part.label)).toEqual(['The agent inspected the flat', 'the tenant was not there']);
    // Two people doing one thing, and two things done, are one statement.
    for (const label of ['The tenant and the agent signed the inventory on the first day', "The tenant paid the deposit and the first month's rent", 'The agent inspected the flat and the garden']) {
      expect(labelParts({ ...grievance, label }).map((part) => part.label)).toEqual([label]);
    }
    expect(await match('I said, "I had not read the grievance."')).toEqual(['unread-grievance']);
    expect(await match('My initials are on the margin.')).toEqual(['unread-grievance']);
    expect(await match('I read the grievance the day it came in.')).toEqual([]);
  });

  it('credits a keyword phrase of three words or more said whole, and not a shorter one or one of numbers', async () => {
    expect(saysALongPhrase(rota.keywords!, 'I stood up and said, "This rota breaks the agreement."')).toBe(true);
    expect(saysALongPhrase(rota.keywords!, 'The rota was pinned up after the staff meeting.')).toBe(false);
    expect(saysALongPhrase(['12 to 14 per cent'], 'It read 12 to 14 per cent.')).toBe(false);
    expect(await match('I stood up and said, "This rota breaks the agreement."')).toEqual(['rota-objection']);
    expect(await match('The rota was pinned up after the staff meeting.')).toEqual([]);
    expect(await match('I said the rota was unfair to the night shift.')).toEqual([]);
  });
});

describe('the fact\'s act, its polarity and its parts, read as the witness says them', () => {
  // A fire-safety inspection and a school caretaker's evening: this file's own wording.
  const match = async (answer: string, candidates: readonly ElicitSpec[]) => credited(answer, 'narrative', 'What happened?', candidates);

  it('counts a word that picks out a thing ("a shelving unit", "a red hat") only when it is said of that thing', async () => {
    const shelving: ElicitSpec = { id: 'shelving-roped', label: 'A reversing van struck a shelving unit in bay 6 and she roped the bay off', weight: 1, category: 'safety', keywords: ['bay 6', 'shelving', 'roped'] };
    // The bay and the shelving named, but neither the striking nor the roping.
    expect(aboutTheFact(shelving, 'I told him bay 6 was unsafe until the shelving had been checked.')).toBe(false);
    expect(await match('I told him bay 6 was unsafe until the shelving had been checked.', [shelving])).toEqual([]);
    expect(await match('I roped off bay 6 with yellow rope.', [shelving])).toEqual(['shelving-roped']);
    const hat: ElicitSpec = { id: 'red-hat', label: 'The burglar wore a red woollen hat', weight: 1, category: 'identity', keywords: ['red', 'hat'] };
    expect(aboutTheFact(hat, 'He had a red woollen hat on.')).toBe(true);
    expect(aboutTheFact(hat, 'The car outside was red, and a hat lay on its seat.')).toBe(false);
  });

  it('reads a negative word as denying a verb only where it opens the verb\'s object', async () => {
    const cracks: ElicitSpec = { id: 'two-cracks', label: 'The surveyor found two cracks in the north wall with no sign of damp', weight: 1, category: 'survey', keywords: ['two cracks', 'north wall'] };
    // The "no" is the damp's: the finding stands.
    expect(negationDiffers(cracks, 'I found two cracks in the north wall.')).toBe(false);
    expect(await match('I found two cracks in the north wall.', [cracks])).toEqual(['two-cracks']);
    expect(negationDiffers(cracks, 'I found nothing in the north wall.')).toBe(true);
    const silent: ElicitSpec = { id: 'told-nothing', label: 'The clerk told the police nothing about the van', weight: 1, category: 'statement' };
    expect(negationDiffers(silent, 'I told them nothing about the van.')).toBe(false);
    expect(negationDiffers(silent, 'I told the police about the van.')).toBe(true);
  });

  it('reads "without" before a verb as denying it, as "did not" does', async () => {
    const flue: ElicitSpec = { id: 'flue-uninspected', label: 'The engineer signed the certificate without inspecting the flue', weight: 1, category: 'safety', keywords: ['flue', 'certificate', 'inspecting'] };
    expect(negationDiffers(flue, 'I did not inspect the flue before I signed the certificate.')).toBe(false);
    expect(negationDiffers(flue, 'I inspected the flue and signed the certificate.')).toBe(true);
    expect(await match('I did not inspect the flue before I signed the certificate.', [flue])).toEqual(['flue-uninspected']);
  });

  it('reads "neither … nor" after a verb as denying it, as "nothing" does', async () => {
    const deposit: ElicitSpec = { id: 'kept-all', label: 'The agent returned nothing to the tenants', weight: 1, category: 'deposit', keywords: ['agent', 'returned'] };
    expect(negationDiffers(deposit, 'The agent returned neither the deposit nor the keys to the tenants.')).toBe(false);
    expect(negationDiffers(deposit, 'The agent returned the deposit to the tenants.')).toBe(true);
  });

  it('leaves a verb standing when a negative word belongs to a clause opened by "when", "where" or "which"', async () => {
    const stain: ElicitSpec = { id: 'stain-like-blood', label: 'Under a lamp the rust stain can look like blood', weight: 1, category: 'forensics', keywords: ['rust stain', 'blood'] };
    expect(negationDiffers(stain, 'The rust stain can look like blood when no other light is on.')).toBe(false);
    expect(await match('The rust stain can look like blood when no other light is on.', [stain])).toEqual(['stain-like-blood']);
  });

  it('reads a label that denies an act as about that denial: a sentence must say the act, however it puts it', async () => {
    const pump: ElicitSpec = { id: 'cannot-say-pump', label: 'The surveyor cannot say the pump caused the flood', weight: 1, category: 'cause', keywords: ['cannot say', 'pump caused'] };
    expect(aboutTheFact(pump, 'Faulty pumps are a common cause of floods in basements.')).toBe(false);
    expect(await match('Faulty pumps are a common cause of floods in basements.', [pump])).toEqual([]);
    expect(aboutTheFact(pump, 'I cannot say that the pump caused this flood.')).toBe(true);
    expect(await match('I cannot say that the pump caused this flood.', [pump])).toEqual(['cannot-say-pump']);
    // "Without" says how the other act was done: that act is still the fact's.
    const invoice: ElicitSpec = { id: 'paid-unread', label: 'The clerk paid the invoice without reading the terms', weight: 1, category: 'payment' };
    expect(aboutTheFact(invoice, 'I paid the invoice on the Friday.')).toBe(true);
  });

  it('does not take a value the label sets aside ("not the 1200 mm ordered") as the fact\'s value', async () => {
    const gate: ElicitSpec = { id: 'gate-narrow', label: 'The gate the fitter hung is 900 mm wide, not the 1200 mm ordered', weight: 1, category: 'work', keywords: ['900 mm', 'gate', '1200 mm'] };
    // The order's width is another fact: said alone, it gives the hung gate another value.
    expect(contradictsTheFact(gate, 'The order form asked for a gate at least 1200 mm wide.')).toBe(true);
    expect(saysAnExactValue(gate.keywords!, 'The order form asked for a gate at least 1200 mm wide.', gate.label)).toBe(false);
    expect(await match('The order form asked for a gate at least 1200 mm wide.', [gate])).toEqual([]);
    expect(await match('The gate he hung is only 900 mm wide, not 1200 mm.', [gate])).toEqual(['gate-narrow']);
  });

  it('takes the number a fact names a thing by, said with its noun, as telling the fact from another', async () => {
    const locker: ElicitSpec = { id: 'chose-locker-9', label: 'The tenant chose locker 9 from a row of twelve lockers', weight: 1, category: 'storage', keywords: ['locker 9', 'twelve lockers'] };
    expect(saysMostOfTheFact(locker, 'I chose locker 9, the one by the door.')).toBe(true);
    expect(await match('I chose locker 9, the one by the door.', [locker])).toEqual(['chose-locker-9']);
    // Another locker, or the count said without the noun, is not it.
    expect(await match('I chose locker 7, the one by the door.', [locker])).toEqual([]);
    expect(saysMostOfTheFact(locker, 'I chose the 9 lockers by the door.')).toBe(false);
  });

  it('takes the noun a copula says the subject is as the fact\'s predicate, said as what a sentence\'s subject is', async () => {
    const peat: ElicitSpec = { id: 'peat-subsoil', label: 'The subsoil is peat of low bearing strength with reeds near the surface', weight: 1, category: 'ground', keywords: ['peat', 'low bearing strength', 'reeds'] };
    expect(aboutTheFact(peat, 'The subsoil is a soft black peat, with reeds near the surface.')).toBe(true);
    expect(await match('The subsoil is a soft black peat, with reeds near the surface.', [peat])).toEqual(['peat-subsoil']);
    // The things only named, with no state said of the subsoil, are not the fact.
    expect(aboutTheFact(peat, 'Reeds and peat dust were on the digger bucket.')).toBe(false);
  });

  it('reads a "non-" adjective as the adjective denied', async () => {
    const dog: ElicitSpec = { id: 'dog-calm', label: 'The dog was not aggressive when the officer came in', weight: 1, category: 'arrest', keywords: ['dog', 'not aggressive'] };
    expect(await match('My note says the dog was non-aggressive.', [dog])).toEqual(['dog-calm']);
    expect(await match('The dog was aggressive when he came in.', [dog])).toEqual([]);
  });

  it('divides a label at "and" before a clause with its own subject when a clause with a verb came before it', async () => {
    const gym: ElicitSpec = { id: 'gym-key', label: 'The caretaker locked the gym at nine and the key to the gym stayed in his office', weight: 1, category: 'access', keywords: ['locked', 'nine'] };
    expect(labelParts(gym).map((part) => part.label)).toEqual(['The caretaker locked the gym at nine', 'the key to the gym stayed in his office']);
    expect(await match('The key to the gym stayed in my office.', [gym])).toEqual(['gym-key']);
    // Two people before one verb, and two people told one thing, stay one statement.
    for (const label of ['The caretaker and the head teacher locked the gym', 'He told the caretaker and the head teacher that the gym was flooded']) {
      expect(labelParts({ ...gym, label }).map((part) => part.label)).toEqual([label]);
    }
  });

  it('credits one of the label\'s statements said whole without a keyword only when it says an act of its own', async () => {
    const keys: ElicitSpec = { id: 'spare-keys', label: 'The nurse keeps the spare keys in the staff room and had not lent them to anyone since June', weight: 1, category: 'access', keywords: ['spare keys', 'staff room'] };
    expect(await match('I had not lent them to anyone since June.', [keys])).toEqual(['spare-keys']);
    expect(await match('I lent them to a porter in June.', [keys])).toEqual([]);
    const cook: ElicitSpec = { id: 'cook-cousin', label: "The cook has worked there for years and is the owner's cousin", weight: 1, category: 'bias', keywords: ['cousin', 'years'] };
    expect(saysAPartOfTheFact(cook, "I am the owner's cousin.")).toBe(true);
    expect(saysAPartOfTheFact(cook, "I am the owner's cousin.", true)).toBe(false);
  });
});

describe('one keyword with the fact\'s act', () => {
  // A delivery dispute and a letting agent's file.
  const parcel: ElicitSpec = { id: 'parcel-left', label: 'The courier left the parcel behind the green bin at the side gate without ringing the bell or knocking', weight: 1, category: 'delivery', keywords: ['green bin', 'rang the bell'] };
  const refund: ElicitSpec = { id: 'refund-letter', label: "A letter from the landlord advising a full refund of the deposit was sent to the tenant's old address in March", weight: 1, category: 'deposit', keywords: ['old address', 'refund'] };
  const match = (answer: string, candidates: readonly ElicitSpec[]) => credited(answer, 'narrative', 'What happened?', candidates);

  it('credits a keyword said whole with a verb of the label that is no keyword, and another of its words', async () => {
    expect(await match('He just left our parcel by the green bin and went.', [parcel])).toEqual(['parcel-left']);
    // The keyword with only a word related to the act ("abandon" for "leave"), or the act denied, is not it.
    expect(await match('He abandoned the parcel behind the green bin.', [parcel])).toEqual([]);
    expect(await match('He did not leave the parcel behind the green bin.', [parcel])).toEqual([]);
    // The keyword and the act with no other word of the label: "left" and "bin" recur in many facts.
    expect(await match('Somebody left a green bin out.', [parcel])).toEqual([]);
    // A verb that frames the act ("saw her carry") is not the act.
    const bags: ElicitSpec = { id: 'bags', label: 'The porter saw her carry four bags down the fire stairs into a waiting taxi after midnight', weight: 1, category: 'removal', keywords: ['four bags', 'fire stairs'] };
    expect(await match('I saw four bags in the taxi at the kerb.', [bags])).toEqual([]);
    expect(await match('She carried four bags into the taxi.', [bags])).toEqual(['bags']);
  });

  it('does not take an -ing word after its noun for the act', async () => {
    // "advising" says which letter; the fact is that it was sent.
    expect(await match("The landlord's letter advising a refund is in the file.", [refund])).toEqual([]);
    expect(await match('The landlord sent his letter about the refund to her old address.', [refund])).toEqual(['refund-letter']);
  });

  it('takes the act from the label\'s main clause, and only with a keyword the label holds', async () => {
    // The keyword tier alone: these are its boundaries, whatever the embedding makes of the words.
    const keywordTier = async (answer: string, elicit: ElicitSpec) => (await new KeywordElicitMatcher().match({ question: 'What happened?', answer, answerKind: 'narrative', candidates: [elicit] })).map((m) => m.elicitId);
    // "phoned" sets the scene of the refund ("after the manager had phoned…"): it is not the act.
    const refundInCash: ElicitSpec = { id: 'cash-refund', label: 'The cashier refunded the customer in cash after the manager had phoned the bank about the broken card reader', weight: 1, category: 'refund', keywords: ['in cash', 'card reader'] };
    expect(await keywordTier('The manager phoned about the card reader.', refundInCash)).toEqual([]);
    expect(await keywordTier('I refunded the customer in cash.', refundInCash)).toEqual(['cash-refund']);
    // "Gull Rock" names a place beside the fact: with the act alone it may be another statement.
    const anchored: ElicitSpec = { id: 'anchored', label: 'The skipper anchored the boat within sight of the lifeboat station that night', weight: 1, category: 'position', keywords: ['lifeboat station', 'Gull Rock'] };
    expect(await keywordTier('We anchored the boat by Gull Rock.', anchored)).toEqual([]);
  });

  it('credits the act a label denies, said denied in the words of a keyword, with another word of the label', async () => {
    const rent: ElicitSpec = { id: 'rent-not-chased', label: 'The agent did not chase up the unpaid rent with the tenant before the deposit was returned', weight: 1, category: 'arrears', keywords: ['chase that up', 'deposit was returned'] };
    expect(await match('I never chased that up with the tenant, because I was on leave.', [rent])).toEqual(['rent-not-chased']);
    expect(await match('I chased that up with the tenant the next morning.', [rent])).toEqual([]);
    expect(await match('I never chased that up.', [rent])).toEqual([]);
    // A second act joined by "or" is denied with the first; one in a clause of time after the
    // denied state is not ("not safe … until checked" does not deny the checking).
    const hall: ElicitSpec = { id: 'hall-open', label: 'The warden did not lock the side door or set the alarm before leaving the hall', weight: 1, category: 'security', keywords: ['side door', 'set the alarm'] };
    expect(await match('I never set the alarm in the hall that night.', [hall])).toEqual(['hall-open']);
    const wiring: ElicitSpec = { id: 'not-safe', label: 'The agent said the flat was not safe to let until checked by an electrician', weight: 1, category: 'repair', keywords: ['not safe', 'checked'] };
    expect(await match('No electrician ever checked the flat.', [wiring])).toEqual([]);
  });
});

describe('verbs of -ing forms', () => {
  it('restores the e a stem of one vowel and one consonant lost, and only then', () => {
    expect(verbOfInflection('sloping')).toBe('slope');
    expect(verbOfInflection('riding')).toBe('ride');
    expect(verbOfInflection('visiting')).toBe('visit');
    expect(verbOfInflection('planning')).toBe('plan');
    expect(verbOfInflection('garnishing')).toBe('garnish');
  });
});
