import type { Route } from '@courier/domain';

/** One hop of a parcel's way: a route from one of its stops to a later one. */
export interface Leg {
  route: Route;
  from: number;
  to: number;
}

/** Fewest-hop ways between every pair of offices over the routes (then the shortest in time). */
export function shortestPaths(routes: Route[]): Map<string, Leg[]> {
  const edges = new Map<string, Leg>();
  for (const route of routes) {
    route.stops.forEach((a, i) =>
      route.stops.slice(i + 1).forEach((b, k) => {
        const j = i + 1 + k;
        const key = `${a.officeId}>${b.officeId}`;
        const time = b.offsetMin - a.offsetMin;
        const known = edges.get(key);
        if (!known || time < known.route.stops[known.to]!.offsetMin - known.route.stops[known.from]!.offsetMin)
          edges.set(key, { route, from: i, to: j });
      }),
    );
  }
  const offices = [...new Set(routes.flatMap((r) => r.stops.map((s) => s.officeId)))];
  const paths = new Map<string, Leg[]>();
  for (const origin of offices) {
    const previous = new Map<string, { office: string; leg: Leg }>();
    const seen = new Set([origin]);
    let frontier = [origin];
    while (frontier.length) {
      const next: string[] = [];
      for (const office of frontier)
        for (const target of offices) {
          const leg = edges.get(`${office}>${target}`);
          if (leg && !seen.has(target)) {
            seen.add(target);
            previous.set(target, { office, leg });
            next.push(target);
          }
        }
      frontier = next;
    }
    for (const target of offices) {
      if (target === origin) {
        paths.set(`${origin}>${target}`, []);
        continue;
      }
      const legs: Leg[] = [];
      for (let at = target; at !== origin;) {
        const step = previous.get(at);
        if (!step) break;
        legs.unshift(step.leg);
        at = step.office;
      }
      paths.set(`${origin}>${target}`, legs);
    }
  }
  return paths;
}
