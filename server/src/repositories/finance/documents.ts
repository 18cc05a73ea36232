/** Registers the finance documents (bills, check-bills, payments) on the instance, after the ledger and tickets. */
import fp from 'fastify-plugin';
import { FinanceBills } from './bills';
import { FinanceCheckBills } from './check-bills';
import { FinancePayments } from './payments';

declare module 'fastify' {
  interface FastifyInstance {
    financeBills: FinanceBills;
    financeCheckBills: FinanceCheckBills;
    financePayments: FinancePayments;
  }
}

export default fp(
  async (app) => {
    const bills = new FinanceBills(app.db, app.financeLedger);
    app.decorate('financeBills', bills);
    app.decorate('financeCheckBills', new FinanceCheckBills(app.db, bills, app.tickets));
    app.decorate('financePayments', new FinancePayments(app.db, app.financeLedger));
  },
  { name: 'finance-documents-repository', dependencies: ['db', 'finance-ledger-repository'] },
);
