import { buttonsCss } from './buttons.css.js'

/** The buttons' stylesheet; React 19 hoists it into <head> once however many buttons render. */
export function ButtonStyles() {
  return (
    <style href="portico-buttons" precedence="default">
      {buttonsCss}
    </style>
  )
}
