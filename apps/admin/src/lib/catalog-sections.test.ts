/// <reference types="node" />
import { describeCatalogSections } from '../../../../scripts/catalog-sections-test'
import linguiConfig from '../../lingui.config'
import { catalogSections } from './catalog-sections'

describeCatalogSections(import.meta.url, linguiConfig, catalogSections)
