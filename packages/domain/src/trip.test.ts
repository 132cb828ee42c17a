import { describe, expect, it } from 'vitest';
import { tripInputOf, tripMoves, turkeyDayTime, turkeyInstant, type Trip } from './trip';

const stop = (officeId: string, arrivedAt: string | null = null, departedAt: string | null = null) => ({ officeId, eta: '2026-11-21T20:00:00.000Z', arrivedAt, departedAt });
const trip = (status: Trip['status'], stops: Trip['stops']) => ({ status, stops });

describe('trip planning', () => {
  it('reads a planned day and time in Türkiye (UTC+3) and back', () => {
    expect(turkeyInstant('2026-11-21', '22:30')).toBe('2026-11-21T19:30:00.000Z');
    expect(turkeyDayTime('2026-11-21T22:30:00.000Z')).toEqual({ day: '2026-11-22', time: '01:30' });
    expect(tripInputOf({ routeId: 'r', day: '2026-11-21', time: '08:00', truckId: 't', driverId: 'd', seal: '  ' })).toEqual({ routeId: 'r', truckId: 't', driverId: 'd', scheduledAt: '2026-11-21T05:00:00.000Z' });
  });

  it('offers the moves the trip can make where it stands', () => {
    expect(tripMoves(trip('planned', [stop('a'), stop('b')]))).toEqual({ depart: true, arriveAt: -1, complete: false, cancel: true, canLoad: true });
    const onRoad = trip('in_transit', [stop('a', null, 'x'), stop('b'), stop('c')]);
    expect(tripMoves(onRoad)).toMatchObject({ depart: false, arriveAt: 1, complete: false, cancel: false, canLoad: false });
    const atMiddle = trip('in_transit', [stop('a', null, 'x'), stop('b', 'y'), stop('c')]);
    expect(tripMoves(atMiddle)).toMatchObject({ depart: true, arriveAt: -1, canLoad: true });
    const atEnd = trip('in_transit', [stop('a', null, 'x'), stop('b', 'y', 'z'), stop('c', 'w')]);
    expect(tripMoves(atEnd)).toMatchObject({ depart: false, complete: true, canLoad: false });
  });
});
