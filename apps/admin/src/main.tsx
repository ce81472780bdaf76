import './styles.css'
import { startApp } from '@egresa/ui/app/start'
import { app } from './app'

startApp(app)
