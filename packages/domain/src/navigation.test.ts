import { describe, expect, it } from 'vitest';
import { featureOfPath, featureTitleKey, mayOpenPath } from './navigation';

describe('in-app links and the role table', () => {
  it('finds the feature of a secure path, and none elsewhere', () => {
    expect(featureOfPath('/secure/trips/trp_1?tab=stops')).toBe('trips');
    expect(featureOfPath('/secure/parcels-history')).toBe('parcels-history');
    expect(featureOfPath('/secure/nowhere')).toBeUndefined();
    expect(featureOfPath('/apps/tasks/1')).toBeUndefined();
  });

  it('lets a driver open his scanning and trips, not the parcels or the dashboard', () => {
    expect(mayOpenPath('driver', '/secure/scanning')).toBe(true);
    expect(mayOpenPath('driver', '/secure/trips/trp_1')).toBe(true);
    expect(mayOpenPath('driver', '/secure/parcels/par_1')).toBe(false);
    expect(mayOpenPath('driver', '/secure/dashboard')).toBe(false);
    expect(mayOpenPath('driver', '/home')).toBe(true);
    expect(mayOpenPath('admin', '/secure/parcels/par_1')).toBe(true);
  });

  it('names a feature as its menu entry does', () => {
    expect(featureTitleKey('trips')).toBe('nav.trips');
    expect(featureTitleKey('live-tracking')).toBe('nav.liveTracking');
    expect(featureTitleKey('destinations')).toBe('nav.offices');
  });
});
