/** The icon wallet-adapter's lists show for Portico: a portico (two columns under a lintel). */
export const PORTICO_ICON =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAzMiAzMiI+PHJlY3Qgd2lkdGg9IjMyIiBoZWlnaHQ9IjMyIiByeD0iOCIgZmlsbD0iIzFmMmEzYSIvPjxwYXRoIGQ9Ik02IDEwaDIwdjNINnptMyA1aDN2OUg5em0xMSAwaDN2OWgtM3pNNiAyNWgyMHYySDZ6IiBmaWxsPSIjZmZmIi8+PC9zdmc+' as const
