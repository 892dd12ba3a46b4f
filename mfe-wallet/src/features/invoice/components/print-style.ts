// Printing an invoice gives one clean A4 page: the sheet alone, black on white, without the portal's
// sidebar, header, buttons or theme. Whatever does not hold the sheet is taken out of the layout; what
// holds it loses its own frame. Browsers without :has() still see only the sheet (the visibility rules),
// placed at the top of the page.
import { createGlobalStyle } from 'styled-components';

export const PRINT_ROOT = 'data-print-root';

/** The print rules (a plain string, so they can be read and checked as they are). */
export const INVOICE_PRINT_CSS = `
  @media print {
    @page {
      size: A4;
      margin: 16mm 14mm;
    }
    html,
    body {
      background: #fff !important;
    }
    body * {
      visibility: hidden;
    }
    [${PRINT_ROOT}],
    [${PRINT_ROOT}] * {
      visibility: visible;
      color: #000 !important;
      background: transparent !important;
      box-shadow: none !important;
    }
    body *:not(:has([${PRINT_ROOT}])):not([${PRINT_ROOT}]):not([${PRINT_ROOT}] *) {
      display: none !important;
    }
    *:has([${PRINT_ROOT}]) {
      display: block !important;
      position: static !important;
      width: auto !important;
      max-width: none !important;
      min-height: 0 !important;
      height: auto !important;
      margin: 0 !important;
      padding: 0 !important;
      border: 0 !important;
      box-shadow: none !important;
      background: #fff !important;
      overflow: visible !important;
    }
    [${PRINT_ROOT}] {
      position: absolute;
      top: 0;
      left: 0;
      width: 100% !important;
      max-width: none !important;
      margin: 0 !important;
      padding: 0 !important;
      border: 0 !important;
      font-size: 11pt;
    }
    *:has([${PRINT_ROOT}]) [${PRINT_ROOT}] {
      position: static;
    }
    [${PRINT_ROOT}] table,
    [${PRINT_ROOT}] tr {
      break-inside: avoid;
    }
  }
`;

export const InvoicePrintStyle = createGlobalStyle`
  ${INVOICE_PRINT_CSS}
`;
