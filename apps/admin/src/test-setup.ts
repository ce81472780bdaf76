import '@egresa/ui/app/test-setup'
