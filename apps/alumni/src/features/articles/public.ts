// What other features use of the articles: the home page's latest news and next events.
export { ArticleType, ArticleWhen } from './article-facts'
export {
  HOME_ARTICLES,
  latestNewsQueryOptions,
  nextEventsQueryOptions,
  savedArticlesQueryOptions,
} from './queries'
