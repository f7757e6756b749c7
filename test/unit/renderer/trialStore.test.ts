import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionEvent } from '../../../shared/domain';

// The store does its I/O only through the API client: replace the client (the network boundary).
const call = vi.fn();
const listeners = new Map<string, Set<(payload: unknown) => void>>();
const subscribe = (name: string, listener: (payload: unknown) => void) => {
  if (!listeners.has(name)) listeners.set(name, new Set());
  listeners.get(name)!.add(listener);
  return () => listeners.get(name)!.delete(listener);
};
const push = (name: string, payload: unknown) => listeners.get(name)?.forEach((listener) => listener(payload));
vi.mock('../../../renderer/src/api', () => ({ api: { call: (...args: unknown[]) => call(...args), subscribe } }));
const storage = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (k: string) => storage.get(k) ?? null,
  setItem: (k: string, v: string) => storage.set(k, v),
  removeItem: (k: string) => storage.delete(k),
});

const { useTrialStore, trialSelectors, foldRoom, emptyRoom, plannedWitnesses, studentRole } = await import('../../../renderer/src/stores/trial');
const { initialTrialState } = await import('../../../renderer/src/stores/trial/initialState');

const status = (awaiting: string) => ({ sessionId: 's1', awaiting, phase: 'plaintiff_case', witnessId: 'w1', examination: 'direct', mode: 'objection_user_direct', score: 0, turn: 0 });
const brief = { sessionId: 's1', packId: 'p', title: 'T', playerSide: 'plaintiff', seed: 1, difficulty: 'intermediate', hideElicitChecklist: false, caseTheory: '', witnesses: [{ id: 'w1', name: 'Ada', side: 'plaintiff', role: 'r', affidavit: 'a', isExpert: false }], elicits: [] };
const opening: SessionEvent[] = [
  { type: 'SessionStarted', scenarioId: 'p', scenarioTitle: 'T', playerSide: 'plaintiff', seed: 1, cast: 'rules' },
  { type: 'PhaseChanged', phase: 'plaintiff_case', witnessId: 'w1', examination: 'direct', examiner: 'plaintiff', mode: 'objection_user_direct' },
];

beforeEach(() => {
  call.mockReset();
  storage.clear();
  useTrialStore.setState({ sessionId: null, brief: null, events: [], status: null, readOnly: false, streaming: null, duplicate: null, busy: null, error: null });
});

describe('the trial store', () => {
  it('resumes a session from its log and status, and remembers it for a reload', async () => {
    call.mockImplementation(async (name: string) => {
      if (name === 'trialRoom.brief') return brief;
      if (name === 'trialRoom.log') return { events: opening };
      if (name === 'trial.status') return status('player_question');
      throw new Error(name);
    });
    await useTrialStore.getState().resume('s1');
    const state = useTrialStore.getState();
    expect(trialSelectors.awaiting(state)).toBe('player_question');
    expect(state.room.lines[0]?.text).toBe('Direct examination of Ada by the plaintiff');
    expect(storage.get('moot.trial.lastSession')).toBe('s1');
    // The brief says whether the checklist starts hidden (the session's adaptive dials, else an advanced scenario).
    expect(state.elicitsHidden).toBe(false);
  });

  it('marks a stored session that is not live as read only', async () => {
    const { ApiCallError } = await import('../../../shared/contract');
    call.mockImplementation(async (name: string) => {
      if (name === 'trialRoom.brief') return brief;
      if (name === 'trialRoom.log') return { events: opening };
      throw new ApiCallError({ code: 'not_found', message: 'gone', path: 'sessionId' });
    });
    await useTrialStore.getState().resume('s1');
    expect(useTrialStore.getState().readOnly).toBe(true);
    expect(trialSelectors.awaiting(useTrialStore.getState())).toBe('ended');
  });

  it('keeps only the newest dedup answer: a late reply to an older draft is dropped', async () => {
    useTrialStore.setState({ sessionId: 's1' });
    let releaseOld: (value: unknown) => void = () => undefined;
    call.mockImplementationOnce(() => new Promise((resolve) => (releaseOld = resolve)));
    call.mockImplementationOnce(async () => ({ duplicate: null }));
    const old = useTrialStore.getState().checkDuplicate('What did you see?');
    await useTrialStore.getState().checkDuplicate('Where were you?');
    releaseOld({ duplicate: { questionId: 'q1', text: 'What did you see?', similarity: 1, wouldBlock: true } });
    await old;
    expect(useTrialStore.getState().duplicate).toBeNull();
  });

  it('shows the move in flight (the question as asked) until its events arrive, even when it fails', async () => {
    useTrialStore.setState({ sessionId: 's1', brief: brief as never, events: opening, room: foldRoom(emptyRoom(), opening, () => 'Ada'), status: status('player_question') as never });
    let finish: (value: unknown) => void = () => undefined;
    call.mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));
    const asking = useTrialStore.getState().ask('Where were you?');
    expect(trialSelectors.inFlight(useTrialStore.getState())).toEqual({ kind: 'ask', question: 'Where were you?' });
    finish({ events: [], status: status('player_question') });
    await asking;
    expect(trialSelectors.inFlight(useTrialStore.getState())).toBeNull();

    call.mockImplementationOnce(async () => {
      throw new Error('The model stopped.');
    });
    await useTrialStore.getState().respond('leading');
    expect(useTrialStore.getState()).toMatchObject({ inFlight: null, error: 'The model stopped.' });
  });

  it('does not check a draft while a move is in flight: the question being asked would match itself', async () => {
    useTrialStore.setState({ sessionId: 's1', busy: 'ask', duplicate: { questionId: 'q0', text: 'x', similarity: 1, wouldBlock: true } });
    await useTrialStore.getState().checkDuplicate('What did you see?');
    expect(call).not.toHaveBeenCalled();
    expect(useTrialStore.getState().duplicate).toBeNull();
  });

  it('appends streamed deltas per question, and a new question starts afresh', () => {
    const store = useTrialStore.getState();
    store.receiveToken('q1', 'I was ');
    store.receiveToken('q1', 'there.');
    expect(useTrialStore.getState().streaming).toEqual({ questionId: 'q1', text: 'I was there.' });
    store.receiveToken('q2', 'No.');
    expect(useTrialStore.getState().streaming).toEqual({ questionId: 'q2', text: 'No.' });
  });

  it('lets the stored answer win when the move overtakes its live stream: the rest is revealed, late deltas are dropped', async () => {
    const first = 'I work at the market.';
    const second = ' I work evenings.';
    useTrialStore.setState({ sessionId: 's1', brief: brief as never, events: opening, room: foldRoom(emptyRoom(), opening, () => 'Ada'), status: status('player_question') as never });
    const asked: SessionEvent[] = [
      { type: 'QuestionAsked', questionId: 'q1', by: 'player', text: 'Where do you work?', turn: 1, isIntentionallyDefective: false, defect: null, targetElicitId: null } as SessionEvent,
      { type: 'AnswerGiven', questionId: 'q1', text: first + second, turn: 1 } as SessionEvent,
    ];
    let respond: (value: unknown) => void = () => undefined;
    call.mockImplementation(() => new Promise((resolve) => (respond = resolve)));
    const shown: string[] = [];
    const unsubscribe = useTrialStore.subscribe((state) => {
      if (state.streaming && state.streaming.text !== shown.at(-1)) shown.push(state.streaming.text);
    });
    const move = useTrialStore.getState().ask('Where do you work?');
    useTrialStore.getState().receiveToken('q1', first);
    // The move's response arrives before the second live delta does.
    respond({ events: asked, status: status('player_question') });
    await move;
    useTrialStore.getState().receiveToken('q1', second);
    unsubscribe();
    expect(shown[0]).toBe(first);
    expect(shown.at(-1)).toBe(first + second);
    expect(useTrialStore.getState().streaming).toBeNull();
    expect(useTrialStore.getState().room.lines.filter((l) => l.kind === 'answer').map((l) => l.text)).toEqual([first + second]);
  });

  it('shows only the last move\'s score changes: a move that scored nothing clears the badge', async () => {
    useTrialStore.setState({ sessionId: 's1', brief: brief as never, events: opening, room: foldRoom(emptyRoom(), opening, () => 'Ada'), status: status('player_question') as never, lastDeltas: [] });
    const scored: SessionEvent[] = [{ type: 'ScoreChanged', turn: 1, delta: -1, total: -1, reason: 'missed_defective', questionId: null, elicitId: null }];
    call.mockResolvedValueOnce({ events: scored, status: status('player_question') });
    await useTrialStore.getState().next();
    expect(useTrialStore.getState().lastDeltas).toEqual([-1]);
    call.mockResolvedValueOnce({ events: [], status: status('player_question') });
    await useTrialStore.getState().next();
    expect(useTrialStore.getState().lastDeltas).toEqual([]);
  });

  it("keeps the open session's last 50 debug items only while watched, and shows the cast it started with", async () => {
    call.mockImplementation(async (name: string) => {
      if (name === 'trialRoom.brief') return brief;
      if (name === 'trialRoom.log') return { events: opening };
      if (name === 'trial.status') return status('player_question');
      throw new Error(name);
    });
    await useTrialStore.getState().resume('s1');
    expect(trialSelectors.cast(useTrialStore.getState())).toBe('rules');
    const memory = (turn: number, sessionId = 's1') => ({ sessionId, kind: 'memory', op: 'enqueued', turn, witnessId: 'w1', chunks: null, ms: null, error: null });
    const analysis = (questionId: string) => ({ sessionId: 's1', kind: 'analysis', turn: 1, questionId, askedBy: 'player', findings: [], excused: [], counselObjected: false });

    push('trial.debug', memory(0));
    expect(useTrialStore.getState().debugItems).toEqual([]);
    const stop = useTrialStore.getState().watchDebug();
    push('trial.debug', analysis('q1'));
    push('trial.debug', memory(1, 'another-session'));
    for (let turn = 1; turn <= 60; turn++) push('trial.debug', memory(turn));
    push('trial.debug', analysis('q2'));
    const state = useTrialStore.getState();
    expect(state.debugItems).toHaveLength(50);
    expect(state.debugItems.every((item) => item.sessionId === 's1')).toBe(true);
    expect(trialSelectors.lastAnalysis(state)?.questionId).toBe('q2');
    expect(trialSelectors.recentMemory(3)(state).map((item) => item.turn)).toEqual([60, 59, 58]);
    expect(trialSelectors.recentModelCalls(3)(state)).toEqual([]);

    stop();
    expect(useTrialStore.getState().debugItems).toEqual([]);
    expect(listeners.get('trial.debug')?.size).toBe(0);
    push('trial.debug', memory(61));
    expect(useTrialStore.getState().debugItems).toEqual([]);
  });
});

describe('the trial setup: witnesses and examinations', () => {
  const witnesses = [
    { id: 'd1', name: 'Dee', side: 'defense', role: 'r' },
    { id: 'p1', name: 'Pat', side: 'plaintiff', role: 'r' },
    { id: 'p2', name: 'Pia', side: 'plaintiff', role: 'r' },
  ];

  beforeEach(() => useTrialStore.setState({ setup: { ...initialTrialState.setup, packId: 'p', witnesses } }));

  it('plans the witnesses: the chosen one first, then the scenario order; only it with the first scope', () => {
    const setup = { witnessId: 'p2', witnessScope: 'all' as const, witnesses };
    expect(plannedWitnesses(setup).map((w) => w.id)).toEqual(['p2', 'p1', 'd1']);
    expect(plannedWitnesses({ ...setup, witnessScope: 'first' }).map((w) => w.id)).toEqual(['p2']);
    expect(plannedWitnesses({ ...setup, witnessId: null, witnessScope: 'first' }).map((w) => w.id)).toEqual(['p1']);
  });

  it('says what the student does with each witness, from its side', () => {
    expect(studentRole('plaintiff', 'plaintiff', ['direct', 'cross', 'redirect', 'recross'])).toBe('You examine on direct and redirect; counsel cross-examines and recrosses.');
    expect(studentRole('defense', 'plaintiff', ['direct', 'cross'])).toBe("You cross-examine after counsel's direct.");
    expect(studentRole('defense', 'plaintiff', ['direct', 'cross', 'redirect', 'recross'])).toBe("You cross-examine after counsel's direct, and recross after its redirect.");
    expect(studentRole('defense', 'plaintiff', ['direct'])).toBe('Counsel examines on direct; you may object.');
  });

  it('keeps the examination chain as boxes are toggled, and starts with the choice', async () => {
    const store = useTrialStore.getState();
    store.toggleExamination('cross', false);
    expect(useTrialStore.getState().setup.examinations).toEqual(['direct']);
    store.toggleExamination('cross', true);
    store.chooseWitness('p2');
    store.chooseWitnessScope('first');
    call.mockImplementation(async (name: string) => {
      if (name === 'trial.start') return { events: opening, status: status('player_question') };
      if (name === 'trialRoom.brief') return brief;
      throw new Error(name);
    });
    await store.start();
    expect(call).toHaveBeenCalledWith('trial.start', { packId: 'p', playerSide: 'plaintiff', witnessIds: ['p2'], examinations: ['direct', 'cross'] });
  });

  it('sends neither an order nor examinations when nothing was changed', async () => {
    call.mockImplementation(async (name: string) => {
      if (name === 'trial.start') return { events: opening, status: status('player_question') };
      if (name === 'trialRoom.brief') return brief;
      throw new Error(name);
    });
    await useTrialStore.getState().start();
    expect(call).toHaveBeenCalledWith('trial.start', { packId: 'p', playerSide: 'plaintiff' });
  });

  it('starts with the adaptive dials when the student opted in, and opens the room as the brief says', async () => {
    const dials = { intentionalErrorRate: 0.12, errorSubtlety: 0.8, judgeStrictness: 0.77, hideElicitChecklist: true };
    useTrialStore.getState().chooseAdaptive(dials);
    call.mockImplementation(async (name: string) => {
      if (name === 'trial.start') return { events: opening, status: status('player_question') };
      if (name === 'trialRoom.brief') return { ...brief, hideElicitChecklist: true };
      throw new Error(name);
    });
    await useTrialStore.getState().start();
    expect(call).toHaveBeenCalledWith('trial.start', { packId: 'p', playerSide: 'plaintiff', adaptive: dials });
    expect(useTrialStore.getState().elicitsHidden).toBe(true);
    useTrialStore.getState().chooseAdaptive(null);
  });

  it('offers to waive a redirect or recross the student has asked nothing on', () => {
    const phase = (examination: 'cross' | 'redirect' | 'recross'): SessionEvent => ({ type: 'PhaseChanged', phase: 'plaintiff_case', witnessId: 'w1', examination, examiner: 'plaintiff', mode: 'objection_user_direct' });
    const asked: SessionEvent = { type: 'QuestionAsked', turn: 1, questionId: 'q1', witnessId: 'w1', examination: 'redirect', by: 'player', side: 'plaintiff', text: 'Why?', topics: [], isIntentionallyDefective: false, defect: null, targetElicitId: null };
    const label = (events: SessionEvent[]) => {
      useTrialStore.setState({ room: foldRoom(emptyRoom(), events) });
      return trialSelectors.endExaminationLabel(useTrialStore.getState());
    };
    expect(label([...opening])).toBe('No further questions');
    expect(label([...opening, phase('redirect')])).toBe('Waive redirect');
    expect(label([...opening, phase('redirect'), asked])).toBe('No further questions');
    expect(label([...opening, phase('redirect'), asked, phase('recross')])).toBe('Waive recross');
  });
});
