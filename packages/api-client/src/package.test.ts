// The published tarball stands on its own: see scripts/packed-package.ts.
import { describePackedPackage } from '../../../scripts/packed-package-test'

describePackedPackage(import.meta.url)
