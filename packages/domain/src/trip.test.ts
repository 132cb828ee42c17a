import { describe, expect, it } from 'vitest';
import {
  arrivalProblem,
  departureProblem,
  directDestinations,
  leastLegMinutes,
  loadableAt,
  tripInputOf,
  tripMoves,
  turkeyDayTime,
  turkeyInstant,
  type Trip,
} from './trip';

const stop = (officeId: string, arrivedAt: string | null = null, departedAt: string | null = null) => ({
  officeId,
  eta: '2026-11-21T20:00:00.000Z',
  arrivedAt,
  departedAt,
});
const trip = (status: Trip['status'], stops: Trip['stops']) => ({ status, stops });

describe('trip planning', () => {
  it('reads a planned day and time in Türkiye (UTC+3) and back', () => {
    expect(turkeyInstant('2026-11-21', '22:30')).toBe('2026-11-21T19:30:00.000Z');
    expect(turkeyDayTime('2026-11-21T22:30:00.000Z')).toEqual({ day: '2026-11-22', time: '01:30' });
    expect(
      tripInputOf({ routeId: 'r', day: '2026-11-21', time: '08:00', truckId: 't', driverId: 'd', seal: '  ' }),
    ).toEqual({ routeId: 'r', truckId: 't', driverId: 'd', scheduledAt: '2026-11-21T05:00:00.000Z' });
  });

  it('offers the moves the trip can make where it stands', () => {
    expect(tripMoves(trip('planned', [stop('a'), stop('b')]))).toEqual({
      depart: true,
      arriveAt: -1,
      complete: false,
      cancel: true,
      canLoad: true,
    });
    const onRoad = trip('in_transit', [stop('a', null, 'x'), stop('b'), stop('c')]);
    expect(tripMoves(onRoad)).toMatchObject({
      depart: false,
      arriveAt: 1,
      complete: false,
      cancel: false,
      canLoad: false,
    });
    const atMiddle = trip('in_transit', [stop('a', null, 'x'), stop('b', 'y'), stop('c')]);
    expect(tripMoves(atMiddle)).toMatchObject({ depart: true, arriveAt: -1, canLoad: true });
    const atEnd = trip('in_transit', [stop('a', null, 'x'), stop('b', 'y', 'z'), stop('c', 'w')]);
    expect(tripMoves(atEnd)).toMatchObject({ depart: false, complete: true, canLoad: false });
  });
});

describe('trip plausibility', () => {
  const istanbul = { lat: 41.0082, lng: 28.9784 };
  const ankara = { lat: 39.9667, lng: 32.5833 };
  const places: Record<string, { lat: number; lng: number }> = { ist: istanbul, ank: ankara };
  const locate = (id: string) => places[id];
  const planned = {
    status: 'planned' as const,
    stops: [stop('ist'), stop('ank')],
    scheduledAt: '2026-11-21T17:00:00.000Z',
    seal: 'SL-1234',
    parcelCount: 3,
  };

  it('lets a truck leave half an hour before its planned time, not sooner', () => {
    expect(departureProblem(planned, new Date('2026-11-21T16:29:00Z'))).toEqual({
      reason: 'too_early',
      notBefore: '2026-11-21T16:30:00.000Z',
    });
    expect(departureProblem(planned, new Date('2026-11-21T16:30:00Z'))).toBeNull();
    // Late is allowed: the truck leaves when it can.
    expect(departureProblem(planned, new Date('2026-11-22T03:00:00Z'))).toBeNull();
  });

  it('wants a seal on a truck that carries parcels', () => {
    const at = new Date('2026-11-21T17:00:00Z');
    expect(departureProblem({ ...planned, seal: null }, at)).toEqual({ reason: 'seal_missing' });
    expect(departureProblem({ ...planned, seal: null, parcelCount: 0 }, at)).toBeNull();
  });

  it('holds the planned time at the first stop only', () => {
    const atMiddle = {
      ...planned,
      status: 'in_transit' as const,
      stops: [stop('ist', null, '2026-11-21T17:00:00.000Z'), stop('ank', '2026-11-21T22:00:00.000Z'), stop('ist')],
    };
    expect(departureProblem(atMiddle, new Date('2026-11-21T22:05:00Z'))).toBeNull();
  });

  it('refuses an arrival sooner than the leg takes at 90 km/h as the crow flies', () => {
    // İstanbul to Ankara: about 326 km in a straight line, so 3 h 37 min at the least.
    expect(leastLegMinutes(istanbul, ankara)).toBe(217);
    const onRoad = { stops: [stop('ist', null, '2026-11-21T17:00:00.000Z'), stop('ank')] };
    expect(arrivalProblem(onRoad, 1, locate, new Date('2026-11-21T17:01:00Z'))).toEqual({
      reason: 'too_soon',
      notBefore: '2026-11-21T20:37:00.000Z',
    });
    expect(arrivalProblem(onRoad, 1, locate, new Date('2026-11-21T20:37:00Z'))).toBeNull();
    // Without a location to measure by, the rule cannot speak.
    expect(arrivalProblem(onRoad, 1, () => undefined, new Date('2026-11-21T17:01:00Z'))).toBeNull();
  });

  it('offers a parcel only to a trip that carries it onwards', () => {
    const r01 = ['IST', 'ANK'];
    // Bound for a later stop: yes. Bound for here, or through the hub when a route goes there directly: no.
    expect(loadableAt(r01, 0, 'ANK', true)).toBe(true);
    expect(loadableAt(r01, 0, 'IST', true)).toBe(false);
    const routes = [
      { active: true, stops: [{ officeId: 'IST' }, { officeId: 'BUR' }, { officeId: 'IZM' }] },
      { active: false, stops: [{ officeId: 'IST' }, { officeId: 'KON' }] },
    ];
    const direct = directDestinations(routes, 'IST');
    expect([...direct]).toEqual(['BUR', 'IZM']);
    expect(loadableAt(r01, 0, 'BUR', true, direct)).toBe(false);
    // Nothing goes from here to Adana directly: the hub at Ankara sends it on.
    expect(loadableAt(r01, 0, 'ADA', true, direct)).toBe(true);
    expect(loadableAt(r01, 0, 'ADA', false, direct)).toBe(false);
  });
});
