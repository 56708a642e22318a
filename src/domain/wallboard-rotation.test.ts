import { describe, expect, it } from 'vitest';
import {
  agentsPerSlide,
  byName,
  busyToLoginRatio,
  dataAgeSeconds,
  formatBoardClock,
  formatBoardDuration,
  formatBoardValue,
  rowsThatFit,
  slideIndexAfterChange,
  slideIntervalMs,
  stepSlide,
  wallboardFontScale,
  wallboardSlides,
} from './wallboard-rotation';

const bps = [
  { id: 'bp-2', name: 'sales' },
  { id: 'bp-1', name: 'Billing' },
  { id: 'bp-3', name: 'Retention' },
];
const agents = Array.from({ length: 7 }, (_, i) => ({
  id: `a${i}`,
  name: `Agent ${String.fromCharCode(71 - i)}`,
}));

describe('wallboard slides', () => {
  it('a board without cards shows every business process, one slide each, sorted by upper-cased name', () => {
    const slides = wallboardSlides([], bps, agents, 12);
    expect(
      slides.map((s) => (s.kind === 'businessProcess' ? s.businessProcessId : s.kind)),
    ).toEqual(['bp-1', 'bp-3', 'bp-2']);
  });

  it('one slide per card, in card order', () => {
    const slides = wallboardSlides(
      [
        { type: 'businessProcess', businessProcessIds: ['bp-3'] },
        { type: 'agents', dimension: 'Chat' },
        { type: 'businessProcess', businessProcessIds: ['bp-2'] },
      ],
      bps,
      agents,
      12,
    );
    expect(slides.map((s) => s.kind)).toEqual(['businessProcess', 'agents', 'businessProcess']);
    expect(slides[1]).toMatchObject({ kind: 'agents', dimension: 'Chat', page: 1, pages: 1 });
  });

  it('a business-process card naming none shows all of them; named ones that no longer exist are left out', () => {
    expect(
      wallboardSlides([{ type: 'businessProcess', businessProcessIds: [] }], bps, [], 12),
    ).toHaveLength(3);
    const slides = wallboardSlides(
      [{ type: 'businessProcess', businessProcessIds: ['gone', 'bp-2'] }],
      bps,
      [],
      12,
    );
    expect(slides).toEqual([
      { kind: 'businessProcess', key: '0:bp:bp-2', businessProcessId: 'bp-2' },
    ]);
  });

  it('an agents card is split into pages of agents sorted by name', () => {
    const slides = wallboardSlides([{ type: 'agents' }], bps, agents, 3);
    expect(slides).toHaveLength(3);
    expect(slides.map((s) => (s.kind === 'agents' ? `${s.page}/${s.pages}` : ''))).toEqual([
      '1/3',
      '2/3',
      '3/3',
    ]);
    expect(slides[0]).toMatchObject({ agentIds: ['a6', 'a5', 'a4'], dimension: null });
    expect(slides[2]).toMatchObject({ agentIds: ['a0'] });
  });

  it('an agents card keeps only the agents it names, and shows an empty slide when none are left', () => {
    expect(
      wallboardSlides([{ type: 'agents', agentIds: ['a1', 'a3'] }], bps, agents, 12)[0],
    ).toMatchObject({ agentIds: ['a3', 'a1'] });
    expect(wallboardSlides([{ type: 'agents', agentIds: ['gone'] }], bps, agents, 12)).toEqual([
      { kind: 'agents', key: '0:agents:1', agentIds: [], dimension: null, page: 1, pages: 1 },
    ]);
  });

  it('cards of an unknown type are skipped', () => {
    expect(
      wallboardSlides(
        [{ type: 'weather' }, { type: 'businessProcess', businessProcessIds: ['bp-1'] }],
        bps,
        [],
        12,
      ),
    ).toHaveLength(1);
  });

  it('slide keys are unique across cards showing the same business process', () => {
    const slides = wallboardSlides(
      [
        { type: 'businessProcess', businessProcessIds: ['bp-1'] },
        { type: 'businessProcess', businessProcessIds: ['bp-1'] },
      ],
      bps,
      [],
      12,
    );
    expect(new Set(slides.map((s) => s.key)).size).toBe(2);
  });

  it('lists sort by upper-cased name, then id', () => {
    expect(
      byName([
        { id: '2', name: 'b' },
        { id: '1', name: 'B' },
        { id: '3', name: 'a' },
      ]).map((x) => x.id),
    ).toEqual(['3', '1', '2']);
  });

  it('no slides before any business process is known', () => {
    expect(wallboardSlides([], [], [], 12)).toEqual([]);
  });
});

describe('wallboard rotation', () => {
  it('stepping wraps around both ways', () => {
    expect(stepSlide(2, 3, 1)).toBe(0);
    expect(stepSlide(0, 3, -1)).toBe(2);
    expect(stepSlide(1, 3, 1)).toBe(2);
    expect(stepSlide(0, 0, 1)).toBe(0);
  });

  it('after the slides change the rotation stays on the same slide, else at the same place', () => {
    const slides = [{ key: 'a' }, { key: 'b' }, { key: 'c' }];
    expect(slideIndexAfterChange('c', 0, slides)).toBe(2);
    expect(slideIndexAfterChange('gone', 1, slides)).toBe(1);
    expect(slideIndexAfterChange('gone', 7, slides)).toBe(2);
    expect(slideIndexAfterChange(null, 0, [])).toBe(0);
  });

  it('the slide interval in ms: below 3 s counts as 3 s, default 10 s, and stays within what a timer holds', () => {
    expect(slideIntervalMs(1)).toBe(3_000);
    expect(slideIntervalMs(12)).toBe(12_000);
    expect(slideIntervalMs(undefined)).toBe(10_000);
    expect(slideIntervalMs(1e12)).toBe(2_147_483_647);
  });

  it('font size steps 1..5 scale the board 1× to 2×, clamped', () => {
    expect([1, 2, 3, 4, 5].map(wallboardFontScale)).toEqual([1, 1.25, 1.5, 1.75, 2]);
    expect(wallboardFontScale(9)).toBe(2);
    expect(wallboardFontScale(null)).toBe(1);
  });

  it('as many agent rows as fit the slide, at least one', () => {
    expect(rowsThatFit(400, 36)).toBe(11);
    expect(rowsThatFit(20, 36)).toBe(1);
    expect(rowsThatFit(400, 0)).toBe(1);
  });

  it('bigger type shows fewer agents per slide', () => {
    expect(agentsPerSlide(1)).toBe(12);
    expect(agentsPerSlide(3)).toBe(8);
    expect(agentsPerSlide(5)).toBe(6);
  });
});

describe('wallboard values', () => {
  it('durations read mm:ss below an hour and h:mm:ss from an hour', () => {
    expect(formatBoardDuration(0)).toBe('00:00');
    expect(formatBoardDuration(75.9)).toBe('01:15');
    expect(formatBoardDuration(3599)).toBe('59:59');
    expect(formatBoardDuration(3600)).toBe('1:00:00');
    expect(formatBoardDuration(36_061)).toBe('10:01:01');
    expect(formatBoardDuration(-4)).toBe('00:00');
  });

  it('a login time reads hh:mm:ss, its first hour too', () => {
    expect(formatBoardClock(0)).toBe('00:00:00');
    expect(formatBoardClock(75.9)).toBe('00:01:15');
    expect(formatBoardClock(36_061)).toBe('10:01:01');
    expect(formatBoardClock(360_000)).toBe('100:00:00');
    expect(formatBoardClock(-1)).toBe('00:00:00');
    expect(formatBoardClock(null)).toBe('N/A');
  });

  it('null reads N/A', () => {
    expect(formatBoardDuration(null)).toBe('N/A');
    expect(formatBoardValue('fraction', null)).toBe('N/A');
    expect(formatBoardValue('count', undefined)).toBe('N/A');
    expect(formatBoardValue('seconds', Number.NaN)).toBe('N/A');
  });

  it('percentages have two decimals, counts are whole', () => {
    expect(formatBoardValue('fraction', 0.8)).toBe('80.00%');
    expect(formatBoardValue('fraction', 0.12345)).toBe('12.35%');
    expect(formatBoardValue('fraction', 0)).toBe('0.00%');
    expect(formatBoardValue('count', 4.6)).toBe('5');
    expect(formatBoardValue('seconds', 19.6)).toBe('00:19');
  });

  it('busy-to-login ratio is busy over login time, none before any login time', () => {
    expect(busyToLoginRatio(30, 120)).toBe(0.25);
    expect(busyToLoginRatio(30, 0)).toBeNull();
    expect(busyToLoginRatio(200, 100)).toBe(1);
  });

  it('data age in whole seconds, never negative', () => {
    expect(dataAgeSeconds(1_000, 13_999)).toBe(12);
    expect(dataAgeSeconds(5_000, 1_000)).toBe(0);
  });
});
