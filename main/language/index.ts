// The one place where text is understood (DESIGN §1): sentences, lemmas, negation, numbers and
// dates, question analysis, related words and ranking, on wink-nlp, WordNet and minisearch.
export { analyse, CLAUSE_WH, containsPhrase, contentLemmas, isNameTitle, lemmaSequence, sentencesOf, tokensOf, type AnalysedSentence, type Token, type TextAnalysis } from './analyse';
export { aboutAnotherPerson, actOnAnotherObject, actOnlyOfOtherParty, anotherActor, namesLeftOut, onlyAnotherPartysAct, asksAboutAnother, asWitness, clauseBreakBetween, clausesOf, mainClauseOf, namesAnotherOfTheKind, namesSomeone, personOf, POSSESSIVES, predicateOf, sameMainVerb, sameSubjectAndVerb, speaksOfWhatItIsDoneTo, subjectAndVerb, takesAClause, subjectBefore, verbSettingAnotherTo, subjectOfClauseAt, type Clause } from './clauses';
export { namesTheThingSetAside, overstatesExtent, repeatsWhatWasDoneOnce, reversedOrder, statesWhollyWhatWasPartly } from './extentAndOrder';
export { deniesItOfTheSubject, givesUpTheAct, refusesTheAct } from './refusedAct';
export { rivalCompany } from './company';
export { contradictedDetails, countsNone, dayOfMonthWithin, detailKey, detailsOf, statedDetails, timesInAWord, unstatedDetails, withoutDetails, type Detail, type DetailClass, unitsOfOneMeasure } from './details';
export { warmLanguageModel } from './nlp';
export { addressesTheCourt, analyseQuestion, askedAttribute, asksYesNo, embeddedQuestion, isSlotMark, mainClause, questionWords, refusedAsGranted, slotMarkOf, type AnswerSlot, type IdentityTopic, type QuestionAnalysis, type QuestionForm, withoutFrontedScene } from './questionAnalysis';
export { actsOf, actsWithoutVerb, antonymLemmas, areRivals, broaderActs, isKindOf, isVagueNoun, namesAFeeling, namesAMotion, namesAPerson, personNamedAt, saysOrThinks, saysSomething, namesAPersonFirst, NOUN_KIND, nounKinds, phrasalVerbs, relatedLemmas, sameAct, sameUnit, verbOfInflection, wordNetPos, firstNounKind } from './relatedWords';
export { SentenceIndex, type RankedSentence } from './SentenceIndex';
export { propositionCore } from './framing';
export { asksOfALaterTime, asksOfNow, tellsOfALaterTime, tellsOfNow, tellsUpToNow } from './laterTime';
export { deniedOnlyUntil } from './notUntil';
export { speaksOfMostCases, toldOfMostCases } from './generality';
export { asksWhatFollowed, doerAfterScene, perceiverAtScene, sceneOfTheDoer } from './followOn';
export { askedReadings } from './askedReadings';
export { toThirdPerson } from './thirdPerson';
export { containsPhraseInAnyForm, contentFormsOf, isParticiple, lemmaForms, spellOutNegativePrefixes } from './wordForms';
export { RecentCache } from './RecentCache';
export { perceivedAct, type PerceivedAct } from './perceivedAct';
export { actsNamedBy, nounOfSupportVerb } from './supportVerbs';
export { pointsBackToADay } from './timeReference';
export { deniesTheComplement, saysTheOppositeState } from './oppositeState';
export { namesOnlyAnotherOf } from './otherOne';
export { noOneDoesTheAct, saysNoOneAt } from './noOne';
export { deniesOnlyTheWholeWhile } from './wholeWhile';
export { anyModalAt, moodAt, moodsAgree, type Mood } from './mood';
