// The data a server-rendered page was rendered with travels in the page as JSON, read once by main.tsx.
export const SERVER_DATA_ID = 'server-data';

/** A JSON script element; `<` is escaped so that no text in the data can close the element. */
export const serverDataScript = (data: unknown) =>
  `<script type="application/json" id="${SERVER_DATA_ID}">${JSON.stringify(data).replaceAll('<', '\\u003c')}</script>`;
