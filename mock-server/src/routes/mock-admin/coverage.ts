import { coverageReport } from '../../plugins/coverage.ts';
import { defineControlHandlers, type ControlServer } from './handler.ts';

/** The code catalogue, and which operations and codes were answered (tag observe). */
export const coverageHandlers = ({ operations, catalogue, coverage }: ControlServer) =>
  defineControlHandlers({
    listCodes: () => catalogue.describe(),
    readCoverage: ({ query, session }) => {
      const counted = query.scope === 'server' ? coverage : session.coverage;
      return { scope: query.scope ?? 'session', ...coverageReport(counted, operations, catalogue.describe().common) };
    },
  });
