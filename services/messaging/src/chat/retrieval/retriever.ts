import type { Fact, KnowledgeBase, QuestionKind } from '../knowledge/fact';
import { foldAccents, type ChatLanguage } from '../language/normalise';
import { createAnalyser, type Analyser, type TermUnit } from './analyser';
import { Bm25Index } from './bm25-index';
import { questionKinds } from './question-kind';

/** Field weights: the words a lawyer listed as keywords say most about what a fact answers. */
const KEYWORD_WEIGHT = 2;
const TOPIC_WEIGHT = 1;
const TEXT_WEIGHT = 1;

/** A fact that answers the kind of question asked ranks a little higher. */
const KIND_BOOST = 1.3;
/** Below this share of the question's meaning found in the best fact, the assistant says it does not know. */
const MIN_COVERAGE = 0.5;
/** Below this score the best fact matched only common words. */
const MIN_SCORE = 2;
/** A second fact is added when it scores this close to the first and says something the first does not… */
const SECOND_FACT_RATIO = 0.75;
/** …or when it scores so close that which one was meant cannot be told. */
const NEAR_TIE_RATIO = 0.9;
/** Everyday words ("bring", "apply") say little about what a question is about. */
const FILLER_COVERAGE_WEIGHT = 0.5;
/** How much a word of the previous question counts in a follow-up ("and for my kids?"). */
const CONTEXT_WEIGHT = 0.5;
/** A number as a word of the question. */
const FIGURE = /^\d+$/;

export type Retrieval = {
  facts: Fact[];
  kinds: Set<QuestionKind>;
  /** Share of the question's weight the best fact covers (0–1). */
  coverage: number;
  score: number;
};

type WeightedUnit = TermUnit & { weight: number };
type Ranked = { index: number; score: number; matched: Set<number> };

function addTerms(target: Map<string, number>, terms: readonly string[], weight: number) {
  for (const term of terms) target.set(term, (target.get(term) ?? 0) + weight);
}

function indexFacts(facts: readonly Fact[], analyser: Analyser): Bm25Index {
  return new Bm25Index(
    facts.map((fact) => {
      const terms = new Map<string, number>();
      for (const language of ['en', 'es'] as const) {
        addTerms(terms, analyser.terms(fact.text[language], language), TEXT_WEIGHT);
        addTerms(terms, analyser.terms(fact.keywords.join(', '), language), KEYWORD_WEIGHT);
      }
      addTerms(terms, analyser.terms(fact.topic, 'en'), TOPIC_WEIGHT);
      return { id: fact.id, terms };
    }),
  );
}

/** "and at the consulate?", "y para mis hijos?": short, or opening like the rest of a conversation. */
const FOLLOW_UP_OPENING =
  /^\W*(and|also|what about|how about|same|y|e|tambien|que hay de|y si|y para|y en)\b/i;
const isFollowUp = (question: string, units: readonly TermUnit[]) =>
  units.filter((unit) => !unit.filler && !unit.domain).length <= 2 ||
  FOLLOW_UP_OPENING.test(foldAccents(question));

export type Retriever = {
  retrieve(question: string, language: ChatLanguage, previousQuestion?: string): Retrieval;
  /** The best-ranked facts with their scores and coverage, for the evaluation and for editors. */
  explain(
    question: string,
    language: ChatLanguage,
  ): Array<{ id: string; score: number; coverage: number }>;
};

/**
 * BM25 over the facts with stemming and synonyms in both languages, a boost for facts that answer
 * the kind of question asked, and a confidence check: when the best fact covers too little of what
 * the question is about, nothing is returned and the assistant says it does not know.
 */
export function createRetriever({ facts, synonyms }: KnowledgeBase): Retriever {
  const analyser = createAnalyser(synonyms);
  const index = indexFacts(facts, analyser);

  /** A unit's weight in the question: its rarest form's idf; a word no fact uses is worth a lot, unless it is filler. */
  const unitIdf = (unit: TermUnit) => Math.max(0, ...unit.forms.map((form) => index.idf(form)));
  const isUnknown = (unit: TermUnit) => !unit.forms.some((form) => index.knows(form));

  function rank(units: readonly WeightedUnit[], kinds: Set<QuestionKind>): Ranked[] {
    const ranked: Ranked[] = [];
    for (let docIndex = 0; docIndex < index.size; docIndex++) {
      let score = 0;
      const matched = new Set<number>();
      units.forEach((unit, unitIndex) => {
        // Synonyms of one word count once: its best-scoring form.
        const best = Math.max(0, ...unit.forms.map((form) => index.termScore(docIndex, form)));
        if (best > 0) {
          score += best * unit.weight;
          matched.add(unitIndex);
        }
      });
      const fact = facts[docIndex];
      if (fact && fact.answers.some((kind) => kinds.has(kind))) score *= KIND_BOOST;
      if (score > 0) ranked.push({ index: docIndex, score, matched });
    }
    // Lucene's coordination factor: a fact that covers more of the question ranks higher.
    for (const entry of ranked) entry.score *= coverageOf(units, entry);
    return ranked.sort((a, b) => b.score - a.score);
  }

  function coverageOf(units: readonly WeightedUnit[], best: Ranked): number {
    let total = 0;
    let covered = 0;
    // Only "what is the digital nomad visa?" is judged on the words every fact is about.
    const judged = units.some((unit) => unit.weight >= 1 && !unit.domain)
      ? (unit: WeightedUnit) => unit.weight >= 1 && !unit.domain
      : (unit: WeightedUnit) => unit.weight >= 1;
    units.forEach((unit, unitIndex) => {
      if (!judged(unit)) return;
      // A figure no fact states is the applicant's own ("founded 8 months ago"), not a topic.
      if (isUnknown(unit) && FIGURE.test(unit.word)) return;
      const known = isUnknown(unit) ? index.maxIdf : unitIdf(unit);
      const weight = unit.filler ? (isUnknown(unit) ? 0 : known * FILLER_COVERAGE_WEIGHT) : known;
      total += weight;
      if (best.matched.has(unitIndex)) covered += weight;
    });
    return total ? covered / total : 0;
  }

  function attempt(units: readonly WeightedUnit[], kinds: Set<QuestionKind>): Retrieval {
    const ranked = rank(units, kinds);
    const [best, ...rest] = ranked;
    if (!best) return { facts: [], kinds, coverage: 0, score: 0 };
    const coverage = coverageOf(units, best);
    const confident = coverage >= MIN_COVERAGE && best.score >= MIN_SCORE;
    const chosen = [best];
    const addsMeaning = (candidate: Ranked) =>
      [...candidate.matched].some(
        (unit) => !best.matched.has(unit) && (units[unit]?.weight ?? 0) >= 1,
      );
    const second = rest.find(
      (candidate) =>
        candidate.score >= best.score * NEAR_TIE_RATIO ||
        (candidate.score >= best.score * SECOND_FACT_RATIO && addsMeaning(candidate)),
    );
    if (second) chosen.push(second);
    return {
      facts: confident
        ? chosen.map(({ index: i }) => facts[i]).filter((fact): fact is Fact => Boolean(fact))
        : [],
      kinds,
      coverage,
      score: best.score,
    };
  }

  const questionUnits = (question: string, language: ChatLanguage) =>
    analyser.units(question, language).map((unit) => ({ ...unit, weight: 1 }));

  return {
    explain(question, language) {
      const units = questionUnits(question, language);
      return rank(units, questionKinds(question))
        .slice(0, 5)
        .map((ranked) => ({
          id: index.idAt(ranked.index),
          score: Math.round(ranked.score * 100) / 100,
          coverage: Math.round(coverageOf(units, ranked) * 100) / 100,
        }));
    },
    retrieve(question, language, previousQuestion) {
      const kinds = questionKinds(question);
      const units = questionUnits(question, language);
      const direct = attempt(units, kinds);
      if (!previousQuestion || (direct.facts.length && !isFollowUp(question, units))) return direct;
      // A follow-up leans on the question before it; its words help rank but do not count as covered.
      const context = analyser
        .units(previousQuestion, language)
        .filter((unit) => !units.some((own) => own.forms[0] === unit.forms[0]))
        .map((unit) => ({ ...unit, weight: CONTEXT_WEIGHT }));
      const followUp = attempt(
        [...units, ...context],
        new Set([...kinds, ...questionKinds(previousQuestion)]),
      );
      return followUp.facts.length ? followUp : direct;
    },
  };
}
