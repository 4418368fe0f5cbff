import { feedbackCss } from '../feedback/feedback.css.js'
import { themeCss } from '../theme/theme.css.js'
import { accountCss } from '../views/Account/account.css.js'
import { viewsCss } from '../views/shared/views.css.js'
import { modalCss } from './modal.css.js'

/** The whole stylesheet of the modal, injected into its shadow root. */
export const modalStyles = [themeCss, modalCss, viewsCss, accountCss, feedbackCss].join('')
