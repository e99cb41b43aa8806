"""A copy of a third-party package, put on sys.path by the project
(`sys.path.insert(0, 'lib')`): read, not reported on."""
import feedish


def lookup(key):
    try:
        return feedish.fetch(key)
    except:
        pass
