import { createFileRoute } from '@tanstack/react-router'
import { DirectoryPage } from '../../../../features/account/member-pages'

export const Route = createFileRoute('/$locale/_site/user/directory')({ component: DirectoryPage })
