"""A copy of a third-party package, put on sys.path by the project
(`sys.path.insert(0, 'lib')`): not the project's code, read but not reported on."""
import imdbish


def lookup(key):
    try:
        return imdbish.fetch(key)
    except:
        pass
