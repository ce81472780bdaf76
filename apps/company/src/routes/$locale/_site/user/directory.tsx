import { createFileRoute } from '@tanstack/react-router'
import { DirectoryPage } from '../../../../features/directory/directory-page'

export const Route = createFileRoute('/$locale/_site/user/directory')({ component: DirectoryPage })
