export {
  describeSiwxVerifierConformance,
  type SiwxVerifierFixture,
} from '../conformance/describeSiwxVerifierConformance.js'
