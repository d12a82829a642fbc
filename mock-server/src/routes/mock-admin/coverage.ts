import { coverageReport } from '../../runtime/coverage.ts';
import { defineControlHandlers, type ControlServer } from './handler.ts';

/** The code catalogue, which operations and codes were answered, and what broke the served contracts (tag observe). */
export const coverageHandlers = ({ operations, catalogue, coverage, contractCheck }: ControlServer) =>
  defineControlHandlers({
    readContractCheck: () => contractCheck,
    listCodes: () => catalogue.describe(),
    readCoverage: ({ query, session }) => {
      const counted = query.scope === 'server' ? coverage : session.coverage;
      return { scope: query.scope ?? 'session', ...coverageReport(counted, operations, catalogue.describe().common) };
    },
  });
